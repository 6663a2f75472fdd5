import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "~/components/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { buttonClass } from "~/components/button";
import { LanguageSwitch } from "~/features/language/language-switch";
import { useSite } from "~/features/layout/use-site";
import { Logo } from "./logo";
import { aboutLinks, isExternal, isTechServicePath, type MenuLink, productLinks, serviceLinks, techSolutionLinks } from "./menu";
import { MobileMenu } from "./mobile-menu";
import { usePageChange } from "./use-page-change";

// The menus open on click only: hover-opening makes them jump under a passing pointer.
const clickOnly = {
  onPointerMove: (event: React.PointerEvent) => event.preventDefault(),
  onPointerLeave: (event: React.PointerEvent) => event.preventDefault(),
};

const triggerClass =
  "group inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-semibold text-brand-900 transition-colors hover:bg-brand-50 data-[state=open]:bg-brand-50 data-[active=true]:text-accent-700";
const panelLinkClass =
  "block rounded-lg px-3 py-2 text-sm text-ink transition-colors hover:bg-brand-50 hover:text-accent-800 focus-visible:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-accent-700";

function PanelLinks({ links }: { links: MenuLink[] }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-0.5">
      {links.map((link) => (
        <li key={link.to}>
          <NavigationMenu.Link asChild>
            <NavLink to={link.to} className={panelLinkClass}>
              {t(link.labelKey)}
            </NavLink>
          </NavigationMenu.Link>
        </li>
      ))}
    </ul>
  );
}

function PanelGroup({ id, title, links }: { id: string; title: string; links: MenuLink[] }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of links, not form controls (no fieldset)
    <div role="group" aria-labelledby={id}>
      <p id={id} className="mb-2 px-3 text-xs font-semibold uppercase tracking-wider text-muted">
        {title}
      </p>
      <PanelLinks links={links} />
    </div>
  );
}

export function Header() {
  const { t } = useTranslation();
  const site = useSite();
  const [openMenu, setOpenMenu] = useState("");
  // A new page closes whatever menu led to it.
  const pathname = usePageChange(() => setOpenMenu(""));

  const blogExternal = isExternal(site.blogUrl);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-20">
        <Link to="/" className="shrink-0" aria-label={t("nav.homeLink", { brand: site.brandName })}>
          <Logo brand={site.brandName} />
        </Link>

        <NavigationMenu.Root value={openMenu} onValueChange={setOpenMenu} aria-label={t("nav.label")} className="relative hidden lg:block">
          <NavigationMenu.List className="flex items-center gap-1">
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild active={pathname === "/"}>
                <NavLink to="/" end className={`${triggerClass} aria-[current=page]:text-accent-700`}>
                  {t("nav.home")}
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>

            <NavigationMenu.Item value="services">
              <NavigationMenu.Trigger className={triggerClass} data-active={isTechServicePath(pathname)} {...clickOnly}>
                {t("nav.services")}
                <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                {...clickOnly}
                className="absolute left-1/2 top-full mt-3 w-[min(46rem,calc(100vw-4rem))] -translate-x-1/2 rounded-card border border-line bg-white p-6 shadow-raised"
              >
                <div className="grid grid-cols-3 gap-6">
                  <PanelGroup id="menu-tech" title={t("nav.techSolutions")} links={techSolutionLinks} />
                  <PanelGroup id="menu-business" title={t("nav.businessServices")} links={serviceLinks} />
                  <PanelGroup id="menu-products" title={t("nav.products.title")} links={productLinks} />
                </div>
              </NavigationMenu.Content>
            </NavigationMenu.Item>

            <NavigationMenu.Item value="about">
              <NavigationMenu.Trigger className={triggerClass} {...clickOnly}>
                {t("nav.about")}
                <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                {...clickOnly}
                className="absolute left-1/2 top-full mt-3 w-64 -translate-x-1/2 rounded-card border border-line bg-white p-3 shadow-raised"
              >
                <PanelLinks links={aboutLinks} />
                <NavigationMenu.Link asChild>
                  {blogExternal ? (
                    <a href={site.blogUrl} target="_blank" rel="noopener noreferrer" className={panelLinkClass}>
                      {t("nav.blog")}
                    </a>
                  ) : (
                    <NavLink to={site.blogUrl} className={panelLinkClass}>
                      {t("nav.blog")}
                    </NavLink>
                  )}
                </NavigationMenu.Link>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <div className="hidden sm:block">
            <Link to="/work-with-us" className={buttonClass({ size: "md" })}>
              {t("nav.getHired")}
            </Link>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import { buttonClass } from "~/components/button";
import { ChevronDown } from "~/components/icons";
import { NewTabLink } from "~/components/new-tab-link";
import { LanguageSwitch } from "~/features/language/language-switch";
import { useSite } from "~/features/site/use-site";
import { useAriaCurrent } from "./current-page";
import { Logo } from "./logo";
import { aboutLinks, isExternal, isTechServicePath, type MenuLink, productLinks, serviceLinks, techSolutionLinks } from "./menu";
import { MobileMenu } from "./mobile-menu";

// The menus are the browser's popovers (app/styles/app.css places them): an
// auto popover closes on Escape and on a click outside, closes the other
// menu as it opens, and tells assistive technologies whether it is expanded.
// `popover-shown:` styles a button whose popover, right after it, is open.
const triggerClass =
  "group inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-semibold text-brand-900 transition-colors hover:bg-brand-50 popover-shown:bg-brand-50 data-[active=true]:text-accent-700";
const chevronClass = "size-4 transition-transform group-popover-shown:rotate-180";
const panelClass = "rounded-card border border-line bg-white text-ink shadow-raised";
const panelLinkClass =
  "block rounded-lg px-3 py-2 text-sm text-ink transition-colors hover:bg-brand-50 hover:text-accent-800 focus-visible:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-accent-700";

function PanelLinks({ links, className = "space-y-0.5" }: { links: MenuLink[]; className?: string }) {
  const { t } = useTranslation();
  const ariaCurrent = useAriaCurrent();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <a href={link.to} aria-current={ariaCurrent(link.to)} className={panelLinkClass}>
            {t(link.labelKey)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One of the header's menus: a button and the panel of links it shows or hides. It opens on click only. */
function Menu({
  id,
  label,
  active = false,
  className,
  children,
}: {
  id: string;
  label: string;
  active?: boolean;
  /** The panel's width and padding. */
  className: string;
  children: ReactNode;
}) {
  return (
    <li>
      <button type="button" popoverTarget={id} data-active={String(active)} className={triggerClass}>
        {label}
        <ChevronDown aria-hidden="true" className={chevronClass} />
      </button>
      <div id={id} popover="auto" className={`${panelClass} ${className}`}>
        {children}
      </div>
    </li>
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

/** The Services menu's Tech solutions: a sub-menu whose panel covers the groups below its button, Services staying open. */
function TechSolutions({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        id="menu-tech-button"
        popoverTarget="menu-tech"
        data-active={String(active)}
        className="group flex w-full items-center justify-between rounded-lg bg-brand-50 px-3 py-2.5 text-sm font-semibold text-brand-900 transition-colors hover:bg-brand-100 popover-shown:bg-brand-100 data-[active=true]:text-accent-700"
      >
        {t("nav.techSolutions")}
        <ChevronDown aria-hidden="true" className={chevronClass} />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of links, not form controls (no fieldset) */}
      <div id="menu-tech" popover="auto" role="group" aria-labelledby="menu-tech-button" className={`${panelClass} p-3`}>
        <PanelLinks links={techSolutionLinks} className="grid grid-cols-2 gap-0.5" />
      </div>
    </>
  );
}

export function Header() {
  const { t } = useTranslation();
  const site = useSite();
  const { pathname } = useLocation();
  const ariaCurrent = useAriaCurrent();
  const onTechService = isTechServicePath(pathname);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-20">
        <a href="/" className="shrink-0" aria-label={t("nav.homeLink", { brand: site.brandName })}>
          <Logo brand={site.brandName} />
        </a>

        <nav aria-label={t("nav.label")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <a href="/" aria-current={ariaCurrent("/", { end: true })} className={`${triggerClass} aria-[current=page]:text-accent-700`}>
                {t("nav.home")}
              </a>
            </li>
            <Menu id="menu-services" label={t("nav.services")} active={onTechService} className="w-[min(40rem,calc(100vw-4rem))] p-6">
              <TechSolutions active={onTechService} />
              <div className="mt-5 grid grid-cols-2 gap-6">
                <PanelGroup id="menu-business" title={t("nav.businessServices")} links={serviceLinks} />
                <PanelGroup id="menu-products" title={t("nav.products.title")} links={productLinks} />
              </div>
            </Menu>
            <Menu id="menu-about" label={t("nav.about")} className="w-64 p-3">
              <PanelLinks links={aboutLinks} />
              {isExternal(site.blogUrl) ? (
                <NewTabLink href={site.blogUrl} className={panelLinkClass}>
                  {t("nav.blog")}
                </NewTabLink>
              ) : (
                <a href={site.blogUrl} aria-current={ariaCurrent(site.blogUrl)} className={panelLinkClass}>
                  {t("nav.blog")}
                </a>
              )}
            </Menu>
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <div className="hidden sm:block">
            <a href="/work-with-us" className={buttonClass({ size: "md" })}>
              {t("nav.getHired")}
            </a>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

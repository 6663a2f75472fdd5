import { ChevronDown } from "~/components/icons";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { buttonClass } from "~/components/button";
import { LanguageSwitch } from "~/features/language/language-switch";
import { useSite } from "~/features/layout/use-site";
import { Logo } from "./logo";
import { aboutLinks, isExternal, isTechServicePath, type MenuLink, productLinks, serviceLinks, techSolutionLinks } from "./menu";
import { MobileMenu } from "./mobile-menu";
import { usePageChange } from "./use-page-change";

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
          <NavLink to={link.to} className={panelLinkClass}>
            {t(link.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

type MenuName = "services" | "about";

/**
 * One of the header's menus: a button that shows or hides a panel of links
 * (the disclosure pattern of navigation menus). It opens on click only:
 * hover-opening makes menus jump under a passing pointer.
 */
function Menu({
  name,
  label,
  open,
  onToggle,
  active,
  panelClass,
  children,
}: {
  name: MenuName;
  label: string;
  open: boolean;
  onToggle: () => void;
  active?: boolean;
  /** The panel's width and padding; it hangs centred under the navigation. */
  panelClass: string;
  children: ReactNode;
}) {
  const panelId = `menu-${name}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-state={open ? "open" : "closed"}
        data-active={active}
        onClick={onToggle}
        className={triggerClass}
      >
        {label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </button>
      {open && (
        <div
          id={panelId}
          className={`absolute left-1/2 top-full mt-3 -translate-x-1/2 rounded-card border border-line bg-white shadow-raised ${panelClass}`}
        >
          {children}
        </div>
      )}
    </li>
  );
}

/**
 * Which header menu is open, closed by Escape (focus back on its button), by
 * a click or focus anywhere outside the navigation, and by a choice.
 */
function useOpenMenu() {
  const [openMenu, setOpenMenu] = useState<MenuName | "">("");
  const navigation = useRef<HTMLElement>(null);
  // A new page closes whatever menu led to it.
  const pathname = usePageChange(() => setOpenMenu(""));
  useEffect(() => {
    if (!openMenu) return;
    const outside = (target: EventTarget | null) => !(target instanceof Node && navigation.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) setOpenMenu("");
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) setOpenMenu("");
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusWasInside = !outside(document.activeElement);
      setOpenMenu("");
      if (focusWasInside) navigation.current?.querySelector<HTMLElement>(`[aria-controls="menu-${openMenu}"]`)?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openMenu]);
  const toggle = (name: MenuName) => () => setOpenMenu((current) => (current === name ? "" : name));
  return { openMenu, toggle, close: () => setOpenMenu(""), navigation, pathname };
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
  const { openMenu, toggle, close, navigation, pathname } = useOpenMenu();

  const blogExternal = isExternal(site.blogUrl);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-20">
        <Link to="/" className="shrink-0" aria-label={t("nav.homeLink", { brand: site.brandName })}>
          <Logo brand={site.brandName} />
        </Link>

        {/* A choice closes the menu, also when it leads to the page already shown. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links' own clicks, bubbling; Enter on a link clicks it */}
        <nav
          ref={navigation}
          aria-label={t("nav.label")}
          className="relative hidden lg:block"
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest("a")) close();
          }}
        >
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/" end className={`${triggerClass} aria-[current=page]:text-accent-700`}>
                {t("nav.home")}
              </NavLink>
            </li>
            <Menu
              name="services"
              label={t("nav.services")}
              open={openMenu === "services"}
              onToggle={toggle("services")}
              active={isTechServicePath(pathname)}
              panelClass="w-[min(46rem,calc(100vw-4rem))] p-6"
            >
              <div className="grid grid-cols-3 gap-6">
                <PanelGroup id="menu-tech" title={t("nav.techSolutions")} links={techSolutionLinks} />
                <PanelGroup id="menu-business" title={t("nav.businessServices")} links={serviceLinks} />
                <PanelGroup id="menu-products" title={t("nav.products.title")} links={productLinks} />
              </div>
            </Menu>
            <Menu name="about" label={t("nav.about")} open={openMenu === "about"} onToggle={toggle("about")} panelClass="w-64 p-3">
              <PanelLinks links={aboutLinks} />
              {blogExternal ? (
                <a href={site.blogUrl} target="_blank" rel="noopener noreferrer" className={panelLinkClass}>
                  {t("nav.blog")}
                </a>
              ) : (
                <NavLink to={site.blogUrl} className={panelLinkClass}>
                  {t("nav.blog")}
                </NavLink>
              )}
            </Menu>
          </ul>
        </nav>

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

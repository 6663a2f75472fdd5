import { ChevronDown, Menu, X } from "~/components/icons";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { buttonClass } from "~/components/button";
import { ModalDialog } from "~/components/modal-dialog";
import { useSite } from "~/features/layout/use-site";
import { aboutLinks, isExternal, type MenuLink, productLinks, serviceLinks, techSolutionLinks } from "./menu";
import { usePageChange } from "./use-page-change";

const linkClass =
  "block rounded-lg px-3 py-2.5 text-base text-ink hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-accent-700";

function Links({ links }: { links: MenuLink[] }) {
  const { t } = useTranslation();
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={linkClass}>
            {t(link.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function Disclosure({
  label,
  open,
  onToggle,
  children,
}: {
  label: string;
  open: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-base font-semibold text-brand-900 hover:bg-brand-50"
      >
        {label}
        <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={panelId} hidden={!open} className="pb-2 pl-3">
        {children}
      </div>
    </div>
  );
}

/** The slide-out menu of small screens. One group open at a time. */
export function MobileMenu() {
  const { t } = useTranslation();
  const site = useSite();
  const [open, setOpen] = useState(false);
  const titleId = "mobile-menu-title";
  const [group, setGroup] = useState<"services" | "tech" | "about" | null>(null);
  const toggle = (next: "services" | "about") =>
    setGroup((current) => (current === next || (current === "tech" && next === "services") ? null : next));

  // A new page closes the menu.
  usePageChange(() => {
    setOpen(false);
    setGroup(null);
  });

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{t("nav.openMenu")}</span>
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-white p-0 shadow-raised backdrop:bg-brand-950/50 open:animate-[slide-in_200ms_ease-out] backdrop:animate-[fade-in_150ms_ease-out]"
      >
        <div className="flex min-h-full flex-col p-5">
          <div className="mb-4 flex items-center justify-between">
            <h2 id={titleId} className="text-lg font-bold text-brand-900">
              {t("nav.mobileMenu")}
            </h2>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-50"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{t("nav.closeMenu")}</span>
            </button>
          </div>
          <nav aria-label={t("nav.label")} className="flex-1 space-y-1">
            <NavLink to="/" end className={`${linkClass} font-semibold`}>
              {t("nav.home")}
            </NavLink>
            <Disclosure label={t("nav.services")} open={group === "services" || group === "tech"} onToggle={() => toggle("services")}>
              <Disclosure
                label={t("nav.techSolutions")}
                open={group === "tech"}
                onToggle={() => setGroup(group === "tech" ? "services" : "tech")}
              >
                <Links links={techSolutionLinks} />
              </Disclosure>
              <Links links={serviceLinks} />
              <p className="mt-3 px-3 text-xs font-semibold uppercase tracking-wider text-muted">{t("nav.products.title")}</p>
              <Links links={productLinks} />
            </Disclosure>
            <Disclosure label={t("nav.about")} open={group === "about"} onToggle={() => toggle("about")}>
              <Links links={aboutLinks} />
              {isExternal(site.blogUrl) ? (
                <a href={site.blogUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {t("nav.blog")}
                </a>
              ) : (
                <NavLink to={site.blogUrl} className={linkClass}>
                  {t("nav.blog")}
                </NavLink>
              )}
            </Disclosure>
          </nav>
          <NavLink to="/work-with-us" className={buttonClass({ size: "lg" }, "mt-6 w-full")}>
            {t("nav.getHired")}
          </NavLink>
        </div>
      </ModalDialog>
    </>
  );
}

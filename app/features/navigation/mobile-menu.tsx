import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { buttonClass } from "~/components/button";
import { ChevronDown, Menu, X } from "~/components/icons";
import { NewTabLink } from "~/components/new-tab-link";
import { useSite } from "~/features/site/use-site";
import { useAriaCurrent } from "./current-page";
import { aboutLinks, isExternal, type MenuLink, productLinks, serviceLinks, techSolutionLinks } from "./menu";

const MENU_ID = "mobile-menu";
const linkClass =
  "block rounded-lg px-3 py-2.5 text-base text-ink hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-accent-700";

function Links({ links }: { links: MenuLink[] }) {
  const { t } = useTranslation();
  const ariaCurrent = useAriaCurrent();
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <a href={link.to} aria-current={ariaCurrent(link.to)} className={linkClass}>
            {t(link.labelKey)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A group of the menu that opens and closes; groups sharing a `name` open one at a time. */
function Disclosure({ label, name, children }: { label: string; name?: string; children: ReactNode }) {
  return (
    <details name={name}>
      <summary className="flex w-full cursor-pointer list-none items-center justify-between rounded-lg px-3 py-3 text-left text-base font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        {label}
        <ChevronDown aria-hidden="true" className="size-5 transition-transform [[open]>summary>&]:rotate-180" />
      </summary>
      <div className="pb-2 pl-3">{children}</div>
    </details>
  );
}

/**
 * The slide-out menu of small screens: the browser's popover (Escape or a
 * click beside it closes it; app/styles/app.css keeps the page behind still),
 * its groups the browser's disclosures, one open at a time.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const site = useSite();
  const ariaCurrent = useAriaCurrent();
  const titleId = "mobile-menu-title";

  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{t("nav.openMenu")}</span>
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto border-0 bg-white p-0 text-ink shadow-raised backdrop:bg-brand-950/50 open:animate-[slide-in_200ms_ease-out] backdrop:animate-[fade-in_150ms_ease-out]"
      >
        <div className="flex min-h-full flex-col p-5">
          <div className="mb-4 flex items-center justify-between">
            <h2 id={titleId} className="text-lg font-bold text-brand-900">
              {t("nav.mobileMenu")}
            </h2>
            <button
              type="button"
              popoverTarget={MENU_ID}
              popoverTargetAction="hide"
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-50"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{t("nav.closeMenu")}</span>
            </button>
          </div>
          <nav aria-labelledby={titleId} className="flex-1 space-y-1">
            <a href="/" aria-current={ariaCurrent("/", { end: true })} className={`${linkClass} font-semibold`}>
              {t("nav.home")}
            </a>
            <Disclosure label={t("nav.services")} name="mobile-menu-group">
              <Disclosure label={t("nav.techSolutions")}>
                <Links links={techSolutionLinks} />
              </Disclosure>
              <Links links={serviceLinks} />
              <p className="mt-3 px-3 text-xs font-semibold uppercase tracking-wider text-muted">{t("nav.products.title")}</p>
              <Links links={productLinks} />
            </Disclosure>
            <Disclosure label={t("nav.about")} name="mobile-menu-group">
              <Links links={aboutLinks} />
              {isExternal(site.blogUrl) ? (
                <NewTabLink href={site.blogUrl} className={linkClass}>
                  {t("nav.blog")}
                </NewTabLink>
              ) : (
                <a href={site.blogUrl} aria-current={ariaCurrent(site.blogUrl)} className={linkClass}>
                  {t("nav.blog")}
                </a>
              )}
            </Disclosure>
          </nav>
          <a href="/work-with-us" aria-current={ariaCurrent("/work-with-us")} className={buttonClass({ size: "lg" }, "mt-6 w-full")}>
            {t("nav.getHired")}
          </a>
        </div>
      </div>
    </>
  );
}

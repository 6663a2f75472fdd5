import { FileText, Mail, MapPin, Phone } from "~/components/icons";
import type { ParseKeys } from "i18next";
import { useTranslation } from "~/i18n/use-translation";
import { BrandIcon, type BrandIconName } from "~/components/brand-icon";
import { NewTabLink } from "~/components/new-tab-link";
import { Logo } from "~/features/navigation/logo";
import { type MenuLink, serviceLinks, techSolutionLinks } from "~/features/navigation/menu";
import { useSite } from "~/features/site/use-site";

const linkClass = "text-brand-100 hover:text-white hover:underline";

interface LinkColumnData {
  /** The id of the column's heading, which names its navigation landmark. */
  id: string;
  titleKey: ParseKeys<"common">;
  links: MenuLink[];
}

/** The footer's columns of site links: the tech solutions, then the company's services and pages. */
const LINK_COLUMNS: LinkColumnData[] = [
  { id: "footer-tech", titleKey: "nav.techSolutions", links: techSolutionLinks },
  {
    id: "footer-company",
    titleKey: "footer.company",
    links: [...serviceLinks, { labelKey: "nav.aboutUs", to: "/about-us" }, { labelKey: "nav.getHired", to: "/work-with-us" }],
  },
];

/** A column of site links under its heading, as a navigation landmark of its own. */
function LinkColumn({ column: { id, titleKey, links } }: { column: LinkColumnData }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">
        {t(titleKey)}
      </h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to} className={linkClass}>
              {t(link.labelKey)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const site = useSite();
  const social: Array<{ name: Exclude<BrandIconName, "facebook">; href: string }> = [
    { name: "instagram", href: site.instagramUrl },
    { name: "linkedin", href: site.linkedinUrl },
    { name: "x", href: site.xUrl },
    { name: "messaging", href: site.messagingUrl },
  ];
  const legalDocuments = [
    { name: "terms", href: site.termsPdfUrl },
    { name: "dataPolicy", href: site.dataPolicyPdfUrl },
  ] as const;

  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div>
          <Logo brand={site.brandName} inverted />
          <p className="mt-5 max-w-xs">{t("footer.tagline")}</p>
          <h2 className="sr-only">{t("footer.follow")}</h2>
          <ul className="mt-6 flex gap-2">
            {social.map(({ name, href }) => (
              <li key={name}>
                <NewTabLink
                  href={href}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-700"
                >
                  <BrandIcon name={name} />
                  <span className="sr-only">{t(`footer.social.${name}`)}</span>
                </NewTabLink>
              </li>
            ))}
          </ul>
        </div>

        {LINK_COLUMNS.map((column) => (
          <LinkColumn key={column.id} column={column} />
        ))}

        <div>
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">{t("footer.contact")}</h2>
          <p className="flex items-start gap-2">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
            <span>
              {t("footer.writeUs")} <span className="font-semibold text-white">{site.contactEmail}</span>
            </span>
          </p>
          {site.phone ? (
            <p className="mt-3 flex items-start gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <span>
                {t("footer.callUs")}{" "}
                <a href={`tel:${site.phone}`} className="font-semibold text-white underline-offset-4 hover:underline">
                  {site.phone}
                </a>
              </span>
            </p>
          ) : null}
          {site.postalAddress ? (
            <p className="mt-3 flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <span>
                <span className="sr-only">{t("footer.address")}: </span>
                <span className="whitespace-pre-line">{site.postalAddress}</span>
              </span>
            </p>
          ) : null}
          <h2 className="mt-8 mb-4 text-sm font-semibold uppercase tracking-wider text-white">{t("footer.legal")}</h2>
          <ul className="space-y-2">
            {legalDocuments.map(({ name, href }) => (
              <li key={name}>
                <NewTabLink href={href} sameSite type="application/pdf" className={`${linkClass} inline-flex items-center gap-2`}>
                  <FileText aria-hidden="true" className="size-4" />
                  {t(`footer.${name}`)} <span className="text-xs">({t("footer.pdf")})</span>
                </NewTabLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {/* Room below the last line for the floating chat button, which would cover it. */}
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 pt-6 pb-24 text-sm sm:flex-row sm:justify-between">
          <p>
            {t("footer.copyright", { brand: site.brandName })}
            {site.taxId ? <span className="block sm:inline sm:ml-2">{t("footer.taxId", { taxId: site.taxId })}</span> : null}
          </p>
          <p className="text-brand-100/80">{t("footer.dataAttribution")}</p>
        </div>
      </div>
      <ChatButton />
    </footer>
  );
}

/** The floating messaging-app button: opens the chat in a new window. */
function ChatButton() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <NewTabLink
      href={site.chatUrl}
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#128C4B] text-white shadow-raised transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
    >
      <BrandIcon name="messaging" size={28} />
      <span className="sr-only">
        {t("footer.chat")} {t("footer.newWindow")}
      </span>
    </NewTabLink>
  );
}

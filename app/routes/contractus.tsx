import { ArrowLeft } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { ActionButton } from "~/components/button";
import { CtaBand } from "~/components/cta-band";
import { LinkCardList } from "~/components/link-card";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { HIRE_OPTIONS } from "~/features/contractors/hire-options-data";
import { useSite } from "~/features/site/use-site";
import { pageMeta } from "~/features/seo/page-meta";
import { Artwork, BANNER_ART } from "~/components/artwork";

export const meta = pageMeta("contractors", "contractus");

export default function ContractUsPage() {
  const { t } = useTranslation("contractors");
  const { t: tCommon } = useTranslation();
  const site = useSite();
  return (
    <>
      <div className="bg-brand-900">
        <div className="container-page pt-6">
          <Link to="/" className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 font-semibold text-white hover:text-accent-300">
            <ArrowLeft aria-hidden="true" className="size-5" />
            {tCommon("actions.backHome")}
          </Link>
        </div>
      </div>
      <PageBanner
        copy={t("contractus.banner", { returnObjects: true })}
        action={{ to: "#options" }}
        aside={<Artwork name="consulting" banner className={BANNER_ART} />}
      />

      <Section id="options" tone="surface" copy={t("contractus.options", { returnObjects: true })}>
        <LinkCardList items={HIRE_OPTIONS} copy={t("contractus.options.items", { returnObjects: true })} />
      </Section>

      <CtaBand
        id="book"
        title={t("contractus.cta.title")}
        text={t("contractus.cta.text")}
        actions={<ActionButton action={{ href: site.bookingUrl }}>{t("contractus.cta.button")}</ActionButton>}
      />
    </>
  );
}

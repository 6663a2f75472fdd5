import { useTranslation } from "react-i18next";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { useSite } from "~/features/layout/use-site";
import { CONTACT_SECTION_CLASS, SERVICES_SECTION_CLASS } from "~/features/navigation/scroll";
import { pageMeta } from "~/features/seo/page-meta";
import { TechServiceCards } from "~/features/tech-services/tech-service-cards";

export const meta = pageMeta("home", "home");

export default function HomePage() {
  const { t } = useTranslation("home");
  const site = useSite();
  return (
    <>
      <PageBanner namespace="home" page="home" action={{ href: site.bookingUrl }} />
      <Section
        id="services"
        className={SERVICES_SECTION_CLASS}
        eyebrow={t("sections.services.eyebrow")}
        title={t("sections.services.title")}
        lead={t("sections.services.lead")}
      >
        <TechServiceCards />
      </Section>
      <Section
        id="contact-us"
        tone="surface"
        className={CONTACT_SECTION_CLASS}
        eyebrow={t("sections.contact.eyebrow")}
        title={t("sections.contact.title")}
        lead={t("sections.contact.lead")}
      />
    </>
  );
}

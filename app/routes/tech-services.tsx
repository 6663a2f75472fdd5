import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { pageMeta } from "~/features/seo/page-meta";
import { TechServiceCards } from "~/features/tech-services/tech-service-cards";

export const meta = pageMeta("techservices", "index");

export default function TechServicesPage() {
  return (
    <>
      <PageBanner namespace="techservices" page="index" action={{ to: "/techservices/adquire" }} />
      <Section className="services-section">
        <TechServiceCards headingLevel="h2" />
      </Section>
    </>
  );
}

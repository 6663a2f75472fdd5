import { FormSection } from "~/features/forms/form-section";
import { NextSteps } from "~/components/next-steps";
import { PageBanner } from "~/components/page-banner";
import { RequestHighlights } from "~/components/request-highlights";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("contractors", "consultingApply");

export default function ConsultingRequestPage() {
  return (
    <>
      <PageBanner
        namespace="contractors"
        page="consultingApply"
        action={{ to: "#form" }}
        aside={<RequestHighlights namespace="contractors" page="consultingApply" />}
      />
      <section id="form" className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_2fr]">
        <NextSteps namespace="contractors" page="consultingApply" />
        <FormSection form="consulting" />
      </section>
    </>
  );
}

import { FormSection } from "~/features/forms/form-section";
import { submissionAction } from "~/features/forms/form-action.server";
import { expertRequestDefinition } from "~/features/forms/expert-request/expert-request-form";
import { NextSteps } from "~/components/next-steps";
import { PageBanner } from "~/components/page-banner";
import { RequestHighlights } from "~/components/request-highlights";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("contractors", "outsourcingApply");

export const action = submissionAction(expertRequestDefinition);

export default function ExpertRequestPage() {
  return (
    <>
      <PageBanner
        namespace="contractors"
        page="outsourcingApply"
        action={{ to: "#form" }}
        aside={<RequestHighlights namespace="contractors" page="outsourcingApply" />}
      />
      <section id="form" className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_2fr]">
        <NextSteps namespace="contractors" page="outsourcingApply" />
        <FormSection form="expert-request" />
      </section>
    </>
  );
}

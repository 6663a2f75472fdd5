import { FormSection } from "~/features/forms/form-section";
import { submissionAction } from "~/features/forms/form-action.server";
import { financialsDefinition } from "~/features/forms/financials/financials-form";
import { NextSteps } from "~/components/next-steps";
import { PageBanner } from "~/components/page-banner";
import { RequestHighlights } from "~/components/request-highlights";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("financials", "request");

export const action = submissionAction(financialsDefinition);

export default function FinancialsRequestPage() {
  return (
    <>
      <PageBanner
        namespace="financials"
        page="request"
        action={{ to: "#form" }}
        aside={<RequestHighlights namespace="financials" page="request" />}
      />
      <section id="form" className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_2fr]">
        <NextSteps namespace="financials" page="request" />
        <FormSection form="financials" />
      </section>
    </>
  );
}

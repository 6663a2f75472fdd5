import { FormSection } from "~/features/forms/form-section";
import { NextSteps } from "~/components/next-steps";
import { PageBanner } from "~/components/page-banner";
import { RequestHighlights } from "~/components/request-highlights";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("vma", "specialistHire");

export default function VmaHirePage() {
  return (
    <>
      <PageBanner
        namespace="vma"
        page="specialistHire"
        action={{ to: "#form" }}
        aside={<RequestHighlights namespace="vma" page="specialistHire" />}
      />
      <section id="form" className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_2fr]">
        <NextSteps namespace="vma" page="specialistHire" />
        <FormSection form="vma-hire" />
      </section>
    </>
  );
}

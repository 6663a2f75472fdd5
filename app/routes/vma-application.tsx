import { FormSection } from "~/features/forms/form-section";
import { NextSteps } from "~/components/next-steps";
import { PageBanner } from "~/components/page-banner";
import { RequestHighlights } from "~/components/request-highlights";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("vma", "getHiredApply");

export default function VmaApplicationPage() {
  return (
    <>
      <PageBanner
        namespace="vma"
        page="getHiredApply"
        action={{ to: "#form" }}
        aside={<RequestHighlights namespace="vma" page="getHiredApply" />}
      />
      <section id="form" className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_2fr]">
        <NextSteps namespace="vma" page="getHiredApply" />
        <FormSection form="vma-application" />
      </section>
    </>
  );
}

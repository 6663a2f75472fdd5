import { FormSection } from "~/features/forms/form-section";
import { PageBanner } from "~/components/page-banner";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("recruitment", "main");

export default function RecruitmentPage() {
  return (
    <>
      <PageBanner namespace="recruitment" page="main" action={{ to: "/find-top-talent" }} />
      <section id="form" className="container-page py-16 sm:py-20">
        <FormSection form="company-recruitment" />
      </section>
    </>
  );
}

import { FormSection } from "~/features/forms/form-section";
import { PageBanner } from "~/components/page-banner";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("work", "main");

export default function WorkWithUsPage() {
  return (
    <>
      <PageBanner namespace="work" page="main" action={{ to: "#form" }} />
      <section id="form" className="container-page py-16 sm:py-20">
        <FormSection form="candidate" />
      </section>
    </>
  );
}

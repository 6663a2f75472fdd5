import { useTranslation } from "react-i18next";
import { FormSection } from "~/features/forms/form-section";
import { formLoader, submissionAction } from "~/features/forms/form-action.server";
import { NextSteps } from "~/components/next-steps";
import { PageBanner } from "~/components/page-banner";
import { RequestHighlights } from "~/components/request-highlights";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/vma-hire";

export const meta = pageMeta("vma", "specialistHire");

export const loader = formLoader("vma-hire");
export const action = submissionAction("vma-hire");

export default function VmaHirePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("vma");
  return (
    <>
      <PageBanner
        copy={t("specialistHire.banner", { returnObjects: true })}
        action={{ to: "#form" }}
        aside={<RequestHighlights copy={t("specialistHire.highlights", { returnObjects: true })} />}
      />
      <section id="form" className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_2fr]">
        <NextSteps copy={t("specialistHire.next", { returnObjects: true })} reassurance={t("specialistHire.reassurance")} />
        <FormSection form="vma-hire" lists={loaderData.formLists} />
      </section>
    </>
  );
}

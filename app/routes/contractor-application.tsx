import { useTranslation } from "react-i18next";
import { FormSection } from "~/features/forms/form-section";
import { formLoader, submissionAction } from "~/features/forms/form-action.server";
import { NextSteps } from "~/components/next-steps";
import { PageBanner } from "~/components/page-banner";
import { RequestHighlights } from "~/components/request-highlights";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/contractor-application";

export const meta = pageMeta("contractors", "workApply");

export const loader = formLoader("contractor");
export const action = submissionAction("contractor");

export default function ContractorApplicationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("contractors");
  return (
    <>
      <PageBanner
        copy={t("workApply.banner", { returnObjects: true })}
        action={{ to: "#form" }}
        aside={<RequestHighlights copy={t("workApply.highlights", { returnObjects: true })} />}
      />
      <section id="form" className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_2fr]">
        <NextSteps copy={t("workApply.next", { returnObjects: true })} reassurance={t("workApply.reassurance")} />
        <FormSection form="contractor" lists={loaderData.formLists} />
      </section>
    </>
  );
}

import { useTranslation } from "react-i18next";
import { FormSection } from "~/features/forms/form-section";
import { formLoader, submissionAction } from "~/features/forms/form-action.server";
import { NextSteps } from "~/components/next-steps";
import { PageBanner } from "~/components/page-banner";
import { RequestHighlights } from "~/components/request-highlights";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/consulting-request";

export const meta = pageMeta("contractors", "consultingApply");

export const loader = formLoader("consulting");
export const action = submissionAction("consulting");

export default function ConsultingRequestPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("contractors");
  return (
    <>
      <PageBanner
        copy={t("consultingApply.banner", { returnObjects: true })}
        action={{ to: "#form" }}
        aside={<RequestHighlights copy={t("consultingApply.highlights", { returnObjects: true })} />}
      />
      <section id="form" className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_2fr]">
        <NextSteps copy={t("consultingApply.next", { returnObjects: true })} reassurance={t("consultingApply.reassurance")} />
        <FormSection form="consulting" lists={loaderData.formLists} />
      </section>
    </>
  );
}

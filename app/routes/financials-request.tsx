import { useTranslation } from "react-i18next";
import { FormSection } from "~/features/forms/form-section";
import { submissionAction } from "~/features/forms/form-action.server";
import { NextSteps } from "~/components/next-steps";
import { PageBanner } from "~/components/page-banner";
import { RequestHighlights } from "~/components/request-highlights";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = pageMeta("financials", "request");

export const action = submissionAction("financials");

export default function FinancialsRequestPage() {
  const { t } = useTranslation("financials");
  return (
    <>
      <PageBanner
        copy={t("request.banner", { returnObjects: true })}
        action={{ to: "#form" }}
        aside={<RequestHighlights copy={t("request.highlights", { returnObjects: true })} />}
      />
      <section id="form" className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_2fr]">
        <NextSteps copy={t("request.next", { returnObjects: true })} reassurance={t("request.reassurance")} />
        <FormSection form="financials" />
      </section>
    </>
  );
}

import { useTranslation } from "react-i18next";
import { FormSection } from "~/features/forms/form-section";
import { formLoader, submissionAction } from "~/features/forms/form-action.server";
import { NextSteps } from "~/components/next-steps";
import { PageBanner } from "~/components/page-banner";
import { RequestHighlights } from "~/components/request-highlights";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/vma-application";

export const meta = pageMeta("vma", "getHiredApply");

export const loader = formLoader("vma-application");
export const action = submissionAction("vma-application");

export default function VmaApplicationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("vma");
  return (
    <>
      <PageBanner
        copy={t("getHiredApply.banner", { returnObjects: true })}
        action={{ to: "#form" }}
        aside={<RequestHighlights copy={t("getHiredApply.highlights", { returnObjects: true })} />}
      />
      <section id="form" className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_2fr]">
        <NextSteps copy={t("getHiredApply.next", { returnObjects: true })} reassurance={t("getHiredApply.reassurance")} />
        <FormSection form="vma-application" lists={loaderData.formLists} />
      </section>
    </>
  );
}

import { useTranslation } from "~/i18n/use-translation";
import { Award, FileSignature, Users } from "~/components/icons";
import { NextSteps } from "~/components/next-steps";
import { PageBanner } from "~/components/page-banner";
import { RequestHighlights } from "~/components/request-highlights";
import { FormSection } from "~/features/forms/form-section";
import { formLoader, submissionAction } from "~/features/forms/form-action.server";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/tech-services-request";
import { Artwork, WIDE_BANNER_ART } from "~/components/artwork";

export const meta = pageMeta("techservices", "request");

/** The icons of `request.highlights.items`: the team, its proposals, confidentiality. */
const HIGHLIGHT_ICONS = [Users, Award, FileSignature] as const;

export const loader = formLoader("tech-services");
export const action = submissionAction("tech-services");

export default function TechServicesRequestPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("techservices");
  return (
    <>
      <PageBanner
        copy={t("request.banner", { returnObjects: true })}
        action={{ to: "#form" }}
        aside={<Artwork name="contact" banner className={WIDE_BANNER_ART} />}
      />
      <section id="form" className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-6">
          <RequestHighlights variant="card" copy={t("request.highlights", { returnObjects: true })} icons={HIGHLIGHT_ICONS} />
          <NextSteps copy={t("request.next", { returnObjects: true })} reassurance={t("request.reassurance")} />
        </div>
        <FormSection form="tech-services" lists={loaderData.formLists} />
      </section>
    </>
  );
}

import { MessageCircle } from "~/components/icons";
import { IconTile } from "~/components/icon-tile";
import { useTranslation } from "~/i18n/use-translation";
import { ExternalLinkButton } from "~/components/button";
import { NextSteps } from "~/components/next-steps";
import { PageBanner } from "~/components/page-banner";
import { useSite } from "~/features/site/use-site";
import { CONTACT_SECTION_CLASS } from "~/features/navigation/scroll";
import { FormSection } from "~/features/forms/form-section";
import { submissionAction } from "~/features/forms/form-action.server";
import { pageMeta } from "~/features/seo/page-meta";
import { Artwork, WIDE_BANNER_ART } from "~/components/artwork";

export const meta = pageMeta("home", "contactPage");

export const action = submissionAction("contact");

export default function ContactPage() {
  const { t } = useTranslation("home");
  const site = useSite();
  return (
    <>
      <PageBanner
        copy={t("contactPage.banner", { returnObjects: true })}
        action={{ to: "#form" }}
        aside={<Artwork name="contact" banner className={WIDE_BANNER_ART} />}
      />
      <section id="form" className={`${CONTACT_SECTION_CLASS} container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_2fr]`}>
        <div className="space-y-6">
          <section aria-labelledby="chat-title" className="rounded-card bg-brand-900 p-6 text-white sm:p-8">
            <IconTile tone="frost">
              <MessageCircle className="size-6" />
            </IconTile>
            <h2 id="chat-title" className="mt-5 text-xl font-bold">
              {t("contactPage.chat.title")}
            </h2>
            <p className="mt-2 text-brand-100">{t("contactPage.chat.text")}</p>
            <ExternalLinkButton href={site.chatUrl} variant="light" className="mt-6">
              {t("contactPage.chat.button")}
              <span className="sr-only"> {t("contactPage.chat.newWindow")}</span>
            </ExternalLinkButton>
          </section>
          <NextSteps copy={t("contactPage.next", { returnObjects: true })} reassurance={t("contactPage.reassurance")} />
        </div>
        <FormSection form="contact" />
      </section>
    </>
  );
}

import { Eye, Target } from "~/components/icons";
import { IconTile } from "~/components/icon-tile";
import { useTranslation } from "~/i18n/use-translation";
import { ActionButton, LinkButton } from "~/components/button";
import { Avatar } from "~/components/avatar";
import { CheckList } from "~/components/check-list";
import { CtaBand } from "~/components/cta-band";
import { MediaBlock } from "~/components/media-block";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { VALUES } from "~/features/about/about-data";
import { ClientStories } from "~/features/about/client-stories";
import { inLanguage, readPeople } from "~/features/about/people";
import type { PersonId } from "../../contracts/people";
import { arrivalHref } from "~/features/navigation/scroll";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/about-us";
import { Artwork, WIDE_BANNER_ART } from "~/components/artwork";

export const meta = pageMeta("about", "main");

export async function loader({ context }: Route.LoaderArgs) {
  const [team, clientStories] = await Promise.all([
    readPeople(context.fetchApi, "team-members"),
    readPeople(context.fetchApi, "client-stories"),
  ]);
  return { team, clientStories };
}

export default function AboutUsPage({ loaderData: { team, clientStories } }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("about");
  const language = i18n.language;
  const purpose = [
    { id: "mission", icon: Target },
    { id: "vision", icon: Eye },
  ] as const;
  return (
    <>
      <PageBanner
        copy={t("main.banner", { returnObjects: true })}
        action={{ to: "#team" }}
        aside={<Artwork name="team" banner className={WIDE_BANNER_ART} />}
      />

      <Section id="purpose" eyebrow={t("main.purpose.eyebrow")} title={t("main.purpose.title")}>
        <div className="grid gap-6 md:grid-cols-2">
          {purpose.map(({ id, icon: Icon }, index) => (
            <article
              key={id}
              data-testid={`about-${id}`}
              className={`rounded-card p-8 sm:p-10 ${index === 0 ? "bg-brand-900 text-white" : "border border-line bg-white shadow-card"}`}
            >
              <IconTile tone={index === 0 ? "frost" : "soft"}>
                <Icon className="size-6" />
              </IconTile>
              <h3 className={`mt-6 text-2xl font-bold ${index === 0 ? "" : "text-brand-900"}`}>{t(`main.purpose.${id}.title`)}</h3>
              <p className={`mt-4 text-lg ${index === 0 ? "text-brand-100" : "text-muted"}`}>{t(`main.purpose.${id}.text`)}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section id="social-responsibility" tone="surface">
        <MediaBlock
          eyebrow={t("main.social.eyebrow")}
          title={t("main.social.title")}
          media={<Artwork name="community" className="h-auto w-full rounded-[28px] shadow-card" />}
        >
          <p>{t("main.social.text")}</p>
          <CheckList items={t("main.social.items", { returnObjects: true })} className="text-base" />
        </MediaBlock>
      </Section>

      <Section id="values" copy={t("main.values", { returnObjects: true })}>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {VALUES.map(({ id, icon: Icon }) => (
            <li key={id} data-testid="value" className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
              <Icon aria-hidden="true" className="size-7 text-accent-700" />
              <h3 className="mt-4 font-bold text-brand-900 sm:text-lg">{t(`main.values.items.${id}.title`)}</h3>
              <p className="mt-2 text-sm text-muted sm:text-base">{t(`main.values.items.${id}.text`)}</p>
            </li>
          ))}
          <li aria-hidden="true" className="flex items-end rounded-card bg-accent-700 p-4 text-white sm:p-6">
            <p className="font-semibold sm:text-lg">{t("main.values.closing")}</p>
          </li>
        </ul>
      </Section>

      <Section id="team" tone="surface" copy={t("main.team", { returnObjects: true })}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li
              key={member.id}
              data-testid="team-member"
              className="flex flex-col rounded-card border border-line bg-white p-7 shadow-card"
            >
              <Avatar src={member.portrait} image={member.image} size="lg" />
              <h3 className="mt-5 text-lg font-bold text-brand-900">{member.name}</h3>
              <p className="text-sm font-semibold text-accent-700">
                {member.role ? inLanguage(member.role, language) : t(`main.team.members.${member.id as PersonId<"team-members">}.role`)}
              </p>
              <p className="mt-3 text-muted">
                {member.text ? inLanguage(member.text, language) : t(`main.team.members.${member.id as PersonId<"team-members">}.bio`)}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="stories" eyebrow={t("stories.eyebrow")} title={t("stories.title")}>
        <ClientStories namespace="about" stories={clientStories} />
      </Section>

      <CtaBand
        id="work-with-us"
        title={t("main.cta.title")}
        text={t("main.cta.text")}
        actions={
          <>
            <ActionButton action={{ to: arrivalHref("to-contact") }}>{t("main.cta.contact")}</ActionButton>
            <LinkButton to="/work-with-us" size="lg">
              {t("main.cta.join")}
            </LinkButton>
          </>
        }
      />
    </>
  );
}

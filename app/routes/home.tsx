import { ArrowDown, CalendarCheck } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import { Banner } from "~/components/banner";
import { ExternalLinkButton } from "~/components/button";
import {
  HomeBusinessServices,
  HomeContact,
  HomeMoreServices,
  HomePartners,
  HomePlatformPromo,
  HomeProducts,
  HomeStats,
  HomeStories,
  HomeTechServices,
  HomeUnderOneRoof,
} from "~/features/home/home-sections";
import { useSite } from "~/features/site/use-site";
import { pageMeta } from "~/features/seo/page-meta";
import { Artwork } from "~/components/artwork";
import { readPeople } from "~/features/about/people";
import { partnerView, readPartners } from "~/features/home/partners-data";
import type { Route } from "./+types/home";

export { homeContactAction as action } from "~/features/forms/form-action.server";

export async function loader({ context }: Route.LoaderArgs) {
  const [clientStories, partners] = await Promise.all([readPeople(context.fetchApi, "client-stories"), readPartners(context.fetchApi)]);
  return { clientStories, partners };
}

export const meta = pageMeta("home", "home");

export default function HomePage({ loaderData: { clientStories, partners } }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("home");
  const site = useSite();
  return (
    <>
      <Banner
        eyebrow={t("home.banner.eyebrow")}
        title={t("home.banner.title")}
        lead={t("home.banner.lead")}
        aside={<Artwork name="home-hero" banner className={"h-auto w-full lg:w-[26rem] xl:w-[34rem]"} />}
        actions={
          <>
            <ExternalLinkButton href={site.bookingUrl} variant="light" size="lg">
              <CalendarCheck aria-hidden="true" className="size-5" />
              {t("home.banner.cta")}
            </ExternalLinkButton>
            <a
              href="#services"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-white/30 px-7 py-3 font-semibold text-white transition-colors hover:bg-white/10"
            >
              {t("home.banner.secondary")}
              <ArrowDown aria-hidden="true" className="size-5" />
            </a>
            <p className="mt-5 basis-full text-sm text-brand-100">{t("home.banner.trust")}</p>
          </>
        }
      />
      <HomeStats />
      <HomeTechServices />
      <HomeBusinessServices />
      <HomePlatformPromo />
      <HomeMoreServices />
      <HomeProducts />
      <HomeStories stories={clientStories} />
      <HomePartners partners={partners?.map((partner) => partnerView(partner, i18n.language))} />
      <HomeUnderOneRoof />
      <HomeContact />
    </>
  );
}

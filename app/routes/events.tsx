import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
import { PageBanner } from "~/components/page-banner";
import { EventsView } from "~/features/events/events-view";
import { pageStatus, readList } from "~/features/lists/list-result";
import { ListMessage } from "~/features/lists/list-states";
import { pageMeta } from "~/features/seo/page-meta";
import type { SiteEvent } from "../../contracts/lists";
import type { Route } from "./+types/events";

export async function loader({ context }: Route.LoaderArgs) {
  const events = await readList<SiteEvent>(context.fetchApi, "/api/events");
  return data({ events }, pageStatus(events));
}

export const meta = pageMeta("events", "main");

export default function EventsPage({ loaderData: { events } }: Route.ComponentProps) {
  const { t } = useTranslation("events");
  return (
    <>
      <PageBanner copy={t("main.banner", { returnObjects: true })} action={{ to: "#events" }} />
      <section id="events" className="container-page py-16 sm:py-24">
        {events.status === "ok" ? <EventsView events={events.items} /> : <ListMessage retry>{t("list.error")}</ListMessage>}
      </section>
    </>
  );
}

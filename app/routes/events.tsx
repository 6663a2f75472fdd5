import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Await } from "react-router";
import { PageBanner } from "~/components/page-banner";
import { EventsView } from "~/features/events/events-view";
import { fetchFromBrowser, type ListResult, readList } from "~/features/lists/list-result";
import { ListLoading, ListMessage } from "~/features/lists/list-states";
import { pageMeta } from "~/features/seo/page-meta";
import type { SiteEvent } from "../../contracts/lists";
import type { Route } from "./+types/events";

export async function loader({ context }: Route.LoaderArgs) {
  return { events: await readList<SiteEvent>(context.fetchApi, "/api/events") };
}

/** On client navigations the page shows at once, with a spinner until the list arrives. */
export function clientLoader() {
  return { events: readList<SiteEvent>(fetchFromBrowser, "/api/events") };
}

export const meta = pageMeta("events", "main");

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("events");
  return (
    <>
      <PageBanner namespace="events" page="main" action={{ to: "#events" }} />
      <section id="events" className="container-page py-16 sm:py-24">
        <Suspense fallback={<ListLoading label={t("list.loading")} />}>
          <Await resolve={loaderData.events as ListResult<SiteEvent> | Promise<ListResult<SiteEvent>>}>
            {(result) =>
              result.status === "ok" ? <EventsView events={result.items} /> : <ListMessage retry>{t("list.error")}</ListMessage>
            }
          </Await>
        </Suspense>
      </section>
    </>
  );
}

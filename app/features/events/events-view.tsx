import { CalendarDays, CalendarX2, Mic, Radio } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import { buttonClass, ExternalLinkButton } from "~/components/button";
import { snippet } from "~/features/blog/text";
import { ResponsiveImage } from "~/components/responsive-image";
import { imageOf } from "../../../contracts/media";
import { isLanguage, type Language } from "~/i18n/language";
import type { SiteEvent } from "../../../contracts/lists";
import { eventDateTimeAttribute, formatEventTime } from "./event-time";
import { EVENT_DESCRIPTION_LENGTH, EVENTS_INITIALLY_SHOWN, type EventGroup, type EventKind, groupEvents } from "./group-events";
import { ListMessage } from "~/features/lists/list-states";
import { StructuredData } from "~/features/seo/structured-data";

function LiveBadge() {
  const { t } = useTranslation("events");
  return (
    <span className="inline-flex items-center gap-2 rounded-full bg-danger-50 px-3 py-1 text-xs font-bold uppercase tracking-wider text-danger-700">
      <span aria-hidden="true" className="relative flex size-2.5">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-danger-700 opacity-60" />
        <span className="relative inline-flex size-2.5 rounded-full bg-danger-700" />
      </span>
      {t("list.liveBadge")}
    </span>
  );
}

function EventCard({ event, kind, language, featured }: { event: SiteEvent; kind: EventKind; language: Language; featured: boolean }) {
  const { t } = useTranslation("events");
  const title = language === "en" ? event.TITLE_EN || event.TITLE : event.TITLE || event.TITLE_EN;
  const description = language === "en" ? event.DESCRIPTION_EN || event.DESCRIPCION : event.DESCRIPCION || event.DESCRIPTION_EN;
  // The list's BUTTONTEXT is one text in one language; the button speaks the page's and says what the category offers.
  const action = t(`list.actions.${kind}`);
  const from = formatEventTime(event.DETAILS_DATE_FROM, language);
  const to = formatEventTime(event.DETAILS_DATE_TO, language);
  // An uploaded banner (the list's `EVENT_IMAGE`), cropped 16:9 at its focal point; the drawn panel otherwise.
  const banner = imageOf(event, "EVENT_IMAGE");
  return (
    <article
      data-testid="event-card"
      className={`flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8 ${featured ? "lg:flex-row lg:items-center lg:gap-10" : ""}`}
    >
      {banner ? (
        <div className={`mb-6 overflow-hidden rounded-2xl ${featured ? "lg:mb-0 lg:w-2/5 lg:shrink-0" : ""}`}>
          <ResponsiveImage
            image={banner}
            sizes={featured ? "(min-width: 1024px) 26rem, 100vw" : "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"}
            width={1280}
            height={720}
            className="aspect-video w-full bg-brand-100 object-cover"
          />
        </div>
      ) : (
        featured && (
          <div
            aria-hidden="true"
            className="mb-6 flex aspect-video items-center justify-center rounded-2xl bg-brand-900 text-accent-300 lg:mb-0 lg:w-2/5 lg:shrink-0"
          >
            {kind === "live" ? <Radio data-testid="live-icon" className="size-16" /> : <CalendarDays className="size-16" />}
          </div>
        )
      )}
      <div className="flex flex-1 flex-col">
        {kind === "live" && (
          <div className="mb-4">
            <LiveBadge />
          </div>
        )}
        <h3 className={`font-bold text-brand-900 ${featured ? "text-2xl" : "text-xl"}`}>{title}</h3>
        <p className="mt-3 flex-1 text-muted">{snippet(description, EVENT_DESCRIPTION_LENGTH)}</p>
        <dl className="mt-5 space-y-2 text-sm text-ink">
          <div className="flex gap-2">
            <dt className="flex items-center gap-2 font-semibold">
              <Mic aria-hidden="true" className="size-4 text-accent-700" />
              {t("list.presenter")}:
            </dt>
            <dd>{event.DETAILS_PRESENTER}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="flex items-center gap-2 font-semibold">
              <CalendarDays aria-hidden="true" className="size-4 text-accent-700" />
              {t("list.when")}:
            </dt>
            <dd>
              <time dateTime={eventDateTimeAttribute(event.DETAILS_DATE_FROM)}>{from}</time> –{" "}
              <time dateTime={eventDateTimeAttribute(event.DETAILS_DATE_TO)}>{to}</time>
            </dd>
          </div>
        </dl>
        <ExternalLinkButton
          href={event.BOTONURL}
          aria-label={`${action}: ${title}`}
          variant={kind === "recorded" ? "secondary" : "primary"}
          className="mt-6 self-start"
        >
          {action}
        </ExternalLinkButton>
      </div>
    </article>
  );
}

/**
 * A category's cards: the first three, and the rest behind a native
 * disclosure. Every card is in one grid; the `<details>` after it only holds
 * its summary, and while it is closed the cards past the third are hidden
 * (CSS, `:has`), so it works with or without scripts.
 */
function EventGroupSection({ group, language }: { group: EventGroup; language: Language }) {
  const { t } = useTranslation("events");
  const headingId = `events-${group.kind}`;
  const single = group.events.length === 1;
  const more = group.events.length > EVENTS_INITIALLY_SHOWN;
  return (
    <section aria-labelledby={headingId} data-testid={`events-${group.kind}`} className="group/events py-12 first:pt-0">
      <header className="mb-8 max-w-2xl">
        <h2 id={headingId} className="text-headline font-bold tracking-tight text-brand-900">
          {t(`list.categories.${group.kind}.title`)}
        </h2>
        <p className="mt-3 text-lg text-muted">{t(`list.categories.${group.kind}.lead`)}</p>
      </header>
      <ul className={single ? "" : "grid gap-6 md:grid-cols-2 lg:grid-cols-3"}>
        {group.events.map((event, index) => (
          <li
            key={`${event.TITLE}-${event.DETAILS_DATE_FROM}`}
            className={index < EVENTS_INITIALLY_SHOWN ? undefined : "group-has-[>details:not([open])]/events:hidden"}
          >
            <EventCard event={event} kind={group.kind} language={language} featured={single} />
          </li>
        ))}
      </ul>
      {more && (
        <details className="group/more mt-8 text-center">
          <summary className={buttonClass({ variant: "secondary" }, "cursor-pointer [&::-webkit-details-marker]:hidden")}>
            <span className="group-open/more:hidden">{t("list.watchMore")}</span>
            <span className="hidden group-open/more:inline">{t("list.watchLess")}</span>
          </summary>
        </details>
      )}
    </section>
  );
}

function eventData(event: SiteEvent, language: Language) {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: language === "en" ? event.TITLE_EN || event.TITLE : event.TITLE || event.TITLE_EN,
    description: language === "en" ? event.DESCRIPTION_EN || event.DESCRIPCION : event.DESCRIPCION || event.DESCRIPTION_EN,
    startDate: eventDateTimeAttribute(event.DETAILS_DATE_FROM),
    endDate: eventDateTimeAttribute(event.DETAILS_DATE_TO),
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: event.BOTONURL },
    performer: event.DETAILS_PRESENTER ? { "@type": "Person", name: event.DETAILS_PRESENTER } : undefined,
  };
}

export function EventsView({ events }: { events: readonly SiteEvent[] }) {
  const { t, i18n } = useTranslation("events");
  const language = isLanguage(i18n.language) ? i18n.language : "es";
  const groups = groupEvents(events);
  if (groups.length === 0) {
    return <ListMessage icon={<CalendarX2 aria-hidden="true" className="size-10 text-accent-700" />}>{t("list.empty")}</ListMessage>;
  }
  return (
    <div className="divide-y divide-line">
      <StructuredData data={events.map((event) => eventData(event, language))} />
      {groups.map((group) => (
        <EventGroupSection key={group.kind} group={group} language={language} />
      ))}
    </div>
  );
}

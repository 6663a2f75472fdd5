import { EVENT_CATEGORIES } from "../../../contracts/event-categories";
import type { SiteEvent } from "../../../contracts/lists";

export type EventKind = keyof typeof EVENT_CATEGORIES;

/** Live first, then upcoming, then recorded: the order a visitor acts on them. */
export const EVENT_KIND_ORDER: EventKind[] = ["live", "upcoming", "recorded"];
export const EVENTS_INITIALLY_SHOWN = 3;
export const EVENT_DESCRIPTION_LENGTH = 90;

export interface EventGroup {
  kind: EventKind;
  events: SiteEvent[];
}

export function kindOf(event: SiteEvent): EventKind | null {
  return EVENT_KIND_ORDER.find((kind) => EVENT_CATEGORIES[kind] === event.CATEGORY) ?? null;
}

/** Events grouped by category, in display order, keeping each group's order; empty groups left out. */
export function groupEvents(events: readonly SiteEvent[]): EventGroup[] {
  return EVENT_KIND_ORDER.map((kind) => ({ kind, events: events.filter((event) => kindOf(event) === kind) })).filter(
    (group) => group.events.length > 0,
  );
}

// @vitest-environment jsdom
import "~/preact-options";
import { cleanup, render, within } from "@testing-library/preact";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/instance";
import enCommon from "~/locales/en/common.json";
import enEvents from "~/locales/en/events.json";
import type { SiteEvent } from "../../../contracts/lists";
import { EventsView } from "./events-view";

afterEach(cleanup);

const event = (category: SiteEvent["CATEGORY"], index: number): SiteEvent => ({
  CATEGORY: category,
  TITLE: `Evento ${category}-${index}`,
  TITLE_EN: `Event ${category}-${index}`,
  DESCRIPCION: "Descripción",
  DESCRIPTION_EN: "Description",
  DETAILS_DATE_FROM: "2026-12-01T15:00:00",
  DETAILS_DATE_TO: "2026-12-01T16:00:00",
  DETAILS_PRESENTER: "Ana",
  BOTONURL: `https://events.example.com/${category}/${index}`,
  BUTTONTEXT: "",
});

function renderEvents(events: SiteEvent[]) {
  const i18n = createI18n("en", { common: enCommon, events: enEvents });
  return render(
    <I18nextProvider i18n={i18n}>
      <EventsView events={events} />
    </I18nextProvider>,
  );
}

describe("events by category", () => {
  it("puts every card of a category in one grid and the ones past the third behind a native watch more / watch less", () => {
    const { getByTestId } = renderEvents([1, 2, 3, 4, 5].map((index) => event(1, index)));
    const section = getByTestId("events-upcoming");
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    expect(new Set(items.map((item) => item.parentElement)).size).toBe(1);
    // Hidden by CSS while the disclosure after the grid is closed.
    expect(items.map((item) => item.className.includes("details:not([open])"))).toEqual([false, false, false, true, true]);
    const details = section.querySelectorAll("details");
    expect(details).toHaveLength(1);
    expect(details[0]!.open).toBe(false);
    expect(details[0]!.children).toHaveLength(1);
    const summary = details[0]!.querySelector("summary")!;
    expect([...summary.children].map((text) => text.textContent)).toEqual([enEvents.list.watchMore, enEvents.list.watchLess]);
  });

  it("labels each button by its category in the page's language, whatever the list's BUTTONTEXT says", () => {
    const { getByTestId } = renderEvents([
      { ...event(3, 1), BUTTONTEXT: "Unirse" },
      { ...event(1, 1), BUTTONTEXT: "Inscribirse" },
      { ...event(2, 1), BUTTONTEXT: "Ver" },
    ]);
    for (const kind of ["live", "upcoming", "recorded"] as const) {
      const link = within(getByTestId(`events-${kind}`)).getByRole("link");
      expect(link.textContent).toBe(enEvents.list.actions[kind]);
    }
  });

  it("has no toggle for three events or fewer, and a featured layout with a live icon for a single live event", () => {
    const { getByTestId } = renderEvents([event(3, 1), event(2, 1), event(2, 2), event(2, 3)]);
    for (const kind of ["live", "recorded"]) expect(getByTestId(`events-${kind}`).querySelector("details")).toBeNull();
    expect(within(getByTestId("events-live")).getByTestId("live-icon")).toBeTruthy();
    expect(within(getByTestId("events-recorded")).getAllByTestId("event-card")).toHaveLength(3);
  });
});

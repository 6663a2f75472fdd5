import type { Language } from "~/i18n/language";

/** Displayed event times are one hour later than the stored ones, as the company publishes them. */
export const EVENT_DISPLAY_SHIFT_HOURS = 1;

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * Reads the date and time as written, ignoring any zone, and shifts it. The
 * result is a UTC instant used only as a wall clock, so the visitor's own time
 * zone never moves it.
 */
export function shiftedWallClock(value: string, hours = EVENT_DISPLAY_SHIFT_HOURS): Date | null {
  const match = WALL_CLOCK.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour = "0", minute = "0", second = "0"] = match;
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour) + hours, Number(minute), Number(second));
  return Number.isNaN(time) ? null : new Date(time);
}

const ENGLISH_SUFFIXES: Record<Intl.LDMLPluralRule, string> = { one: "st", two: "nd", few: "rd", other: "th", zero: "th", many: "th" };
const englishOrdinals = new Intl.PluralRules("en-US", { type: "ordinal" });

export function englishOrdinal(day: number): string {
  return `${day}${ENGLISH_SUFFIXES[englishOrdinals.select(day)]}`;
}

const formatters = new Map<Language, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formattersFor(language: Language) {
  let pair = formatters.get(language);
  if (!pair) {
    const locale = language === "en" ? "en-US" : "es-CO";
    pair = {
      date: new Intl.DateTimeFormat(locale, { timeZone: "UTC", month: "long", day: "numeric" }),
      time: new Intl.DateTimeFormat(locale, { timeZone: "UTC", hour: "numeric", minute: "2-digit", hour12: true }),
    };
    formatters.set(language, pair);
  }
  return pair;
}

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? "";
}

/** "March 3rd, 4:00 pm" / "3 de marzo, 4:00 p. m.": the +1 h shift applied. */
export function formatEventTime(value: string, language: Language): string {
  const date = shiftedWallClock(value);
  if (!date) return value;
  const { date: dateFormat, time: timeFormat } = formattersFor(language);
  const dateParts = dateFormat.formatToParts(date);
  const time = timeFormat
    .format(date)
    .replace(/\u202f|\u00a0/g, " ")
    .toLowerCase();
  const day = date.getUTCDate();
  const month = part(dateParts, "month");
  const datePart = language === "en" ? `${month} ${englishOrdinal(day)}` : `${day} de ${month}`;
  return `${datePart}, ${time}`;
}

/** The ISO timestamp of the shifted time, for `<time dateTime>`. */
export function eventDateTimeAttribute(value: string): string | undefined {
  return shiftedWallClock(value)?.toISOString().slice(0, 16);
}

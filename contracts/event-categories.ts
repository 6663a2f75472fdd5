/**
 * The spec's event categories. A module of its own, without valibot, so that the
 * events page can use it without downloading the schemas.
 */
export const EVENT_CATEGORIES = { upcoming: 1, recorded: 2, live: 3 } as const;

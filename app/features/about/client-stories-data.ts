/**
 * The client stories shown on the home and about pages. Names are data; each
 * person's title and quote live at `stories.items.<id>` in the page's namespace.
 */
export const CLIENT_STORIES = [
  { id: "logistics", name: "Carolina Mejía" },
  { id: "medical", name: "Jennifer Collins" },
  { id: "fintech", name: "Andrés Villegas" },
] as const;
export type ClientStoryId = (typeof CLIENT_STORIES)[number]["id"];

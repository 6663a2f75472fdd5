/** Leaves for another page of the site, loaded whole: there is no client router (docs/decisions/0019-html-first-islands.md). */
export function leavePage(url: string): void {
  window.location.assign(url);
}

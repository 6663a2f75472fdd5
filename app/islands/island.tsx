import type { ComponentType } from "react";
import { useSite } from "~/features/layout/use-site";
import type { Namespace } from "~/i18n/namespaces";
import { IdScopeContext, newIdScope } from "./id-scope";
import { ISLAND_ATTRIBUTE } from "./attributes";
import type { IslandName } from "./registry";

/** What the server writes beside an island's HTML for the browser to hydrate it with. */
export interface IslandPayload<Props> {
  props: Props;
  /** The translation namespaces its components read. */
  namespaces: Namespace[];
}

/**
 * A part of the page that scripts enhance: the server renders it whole, so it
 * works without them; the browser hydrates it on its own (app/islands/hydrate-islands.tsx),
 * with the same props, when it is needed. Everything else on the page stays HTML.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
  namespaces,
}: {
  name: IslandName;
  component: ComponentType<Props>;
  props: Props;
  namespaces: Namespace[];
}) {
  const site = useSite();
  const payload: IslandPayload<Props> = { props, namespaces };
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name }} data-props={JSON.stringify(payload)} data-site={JSON.stringify(site)}>
      <IdScopeContext.Provider value={newIdScope(name)}>
        <Component {...props} />
      </IdScopeContext.Provider>
    </div>
  );
}

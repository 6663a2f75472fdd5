import type { ComponentType } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { type LegalDocuments, useSite } from "~/features/site/use-site";
import { IdScopeContext, newIdScope } from "./id-scope";
import { ISLAND_ATTRIBUTE, ISLAND_CODE_ATTRIBUTE, ISLAND_ROOT_ATTRIBUTE } from "./attributes";

/** What the server writes beside an island's HTML for the browser to hydrate it with. */
export interface IslandPayload<Props> {
  props: Props;
  legal: LegalDocuments;
  /** The texts staff changed in the island's page, by namespace and key: laid over the chunks it loads (server/words/copy.ts). */
  copy?: Record<string, Readonly<Record<string, string>>>;
}

/** JSON inside a `<script>` data block: nothing in it can end the element or open a comment. */
const asScriptData = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * A part of the page that scripts enhance: the server renders it whole, so it
 * works without them; the browser hydrates it on its own (app/islands/hydrate-islands.tsx),
 * with the same props, when it is needed. Everything else on the page stays HTML.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
}: {
  /** Its entry in the registry the page's script gives the runtime (app/islands/island-registry.ts). */
  name: string;
  component: ComponentType<Props>;
  props: Props;
}) {
  const { termsPdfUrl, dataPolicyPdfUrl } = useSite();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const payload: IslandPayload<Props> = { props, legal: { termsPdfUrl, dataPolicyPdfUrl }, ...(root?.copy ? { copy: root.copy } : {}) };
  // Its chunks, for the page to fetch ahead once it has loaded (wake-islands.ts).
  const code = root?.islandCode?.[name]?.join(" ");
  // A data block, not an attribute: JSON's quotes would each be written as an entity.
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_CODE_ATTRIBUTE]: code }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, not HTML */}
      <script type="application/json" dangerouslySetInnerHTML={{ __html: asScriptData(payload) }} />
      <div {...{ [ISLAND_ROOT_ATTRIBUTE]: "" }}>
        <IdScopeContext.Provider value={newIdScope(name)}>
          <Component {...props} />
        </IdScopeContext.Provider>
      </div>
    </div>
  );
}

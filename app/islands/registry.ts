import type { ComponentType } from "react";
import type { Namespace } from "~/i18n/namespaces";

type IslandModule = Promise<{ default: ComponentType<never> }>;

/**
 * What every form's island imports (vite.config.ts: the `form-code` chunk),
 * requested beside the form's own chunk: the form's chunk names it too, but
 * only once it has arrived, a round trip later.
 */
const formCode = () => import("../features/forms/shared/submission-form");
const form =
  <Module>(load: () => Promise<Module>) =>
  () =>
    Promise.all([load(), formCode()]).then(([module]) => module);

/** The code of each island, a chunk of its own: a page downloads only the islands it shows. */
export const islandModules = {
  "form:contact": form(() => import("../features/forms/contact/contact-form")),
  "form:candidate": form(() => import("../features/forms/candidate/candidate-form")),
  "form:contractor": form(() => import("../features/forms/contractor/contractor-form")),
  "form:vma-application": form(() => import("../features/forms/vma-application/vma-application-form")),
  "form:company-recruitment": form(() => import("../features/forms/company-recruitment/company-recruitment-form")),
  "form:consulting": form(() => import("../features/forms/consulting/consulting-form")),
  "form:expert-request": form(() => import("../features/forms/expert-request/expert-request-form")),
  "form:tech-services": form(() => import("../features/forms/tech-services/tech-services-form")),
  "form:vma-hire": form(() => import("../features/forms/vma-hire/vma-hire-form")),
  "form:financials": form(() => import("../features/forms/financials/financials-form")),
} satisfies Record<string, () => IslandModule>;

export type IslandName = keyof typeof islandModules;

/** The translation namespaces an island's components read: each is a chunk the island loads beside its code. */
export function islandNamespaces(name: IslandName): Namespace[] {
  return name === "form:financials" ? ["common", "forms", "financials"] : ["common", "forms"];
}

export const isIslandName = (name: string | undefined): name is IslandName => name !== undefined && name in islandModules;

import type { ComponentType } from "react";
import type { Namespace } from "~/i18n/namespaces";

type IslandModule = Promise<{ default: ComponentType<never> }>;

/** The code of each island, a chunk of its own: a page downloads only the islands it shows. */
export const islandModules = {
  "form:contact": () => import("../features/forms/contact/contact-form"),
  "form:candidate": () => import("../features/forms/candidate/candidate-form"),
  "form:contractor": () => import("../features/forms/contractor/contractor-form"),
  "form:vma-application": () => import("../features/forms/vma-application/vma-application-form"),
  "form:company-recruitment": () => import("../features/forms/company-recruitment/company-recruitment-form"),
  "form:consulting": () => import("../features/forms/consulting/consulting-form"),
  "form:expert-request": () => import("../features/forms/expert-request/expert-request-form"),
  "form:tech-services": () => import("../features/forms/tech-services/tech-services-form"),
  "form:vma-hire": () => import("../features/forms/vma-hire/vma-hire-form"),
  "form:financials": () => import("../features/forms/financials/financials-form"),
} satisfies Record<string, () => IslandModule>;

export type IslandName = keyof typeof islandModules;

/** The translation namespaces an island's components read: each is a chunk the island loads beside its code. */
export function islandNamespaces(name: IslandName): Namespace[] {
  return name === "form:financials" ? ["common", "forms", "financials"] : ["common", "forms"];
}

export const isIslandName = (name: string | undefined): name is IslandName => name !== undefined && name in islandModules;

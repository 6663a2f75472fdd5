import type { ComponentType } from "react";
import type { Namespace } from "~/i18n/namespaces";

type IslandModule = Promise<{ default: ComponentType<never> }>;

/**
 * What a form's island imports beside its own chunk (vite.config.ts names the
 * groups): the code every form shares (`form-code`), and the groups only some
 * forms have (a job application's fields, the country list, the companies'
 * requests). The form's chunk names them too, but only once it has arrived,
 * a round trip later; requested together, they arrive together.
 */
const formCode = () => import("../features/forms/shared/submission-form");
const jobApplicationCode = () => import("../features/forms/shared/job-application");
const countryCode = () => import("../features/forms/shared/country-fields");
const companyRequestCode = () => import("../../contracts/submissions/company-requests");
const form =
  <Module>(load: () => Promise<Module>, ...groups: Array<() => Promise<unknown>>) =>
  () =>
    Promise.all([load(), formCode(), ...groups.map((group) => group())]).then(([module]) => module);

/** The code of each island, a chunk of its own: a page downloads only the islands it shows. */
export const islandModules = {
  "form:contact": form(() => import("../features/forms/contact/contact-form")),
  "form:candidate": form(() => import("../features/forms/candidate/candidate-form"), jobApplicationCode, countryCode),
  "form:contractor": form(() => import("../features/forms/contractor/contractor-form"), jobApplicationCode, countryCode),
  "form:vma-application": form(() => import("../features/forms/vma-application/vma-application-form"), jobApplicationCode),
  "form:company-recruitment": form(() => import("../features/forms/company-recruitment/company-recruitment-form"), companyRequestCode),
  "form:consulting": form(() => import("../features/forms/consulting/consulting-form"), companyRequestCode),
  "form:expert-request": form(() => import("../features/forms/expert-request/expert-request-form"), companyRequestCode),
  "form:tech-services": form(() => import("../features/forms/tech-services/tech-services-form"), countryCode, companyRequestCode),
  "form:vma-hire": form(() => import("../features/forms/vma-hire/vma-hire-form"), countryCode, companyRequestCode),
  "form:financials": form(() => import("../features/forms/financials/financials-form"), companyRequestCode),
} satisfies Record<string, () => IslandModule>;

export type IslandName = keyof typeof islandModules;

/** The translation namespaces an island's components read: each is a chunk the island loads beside its code. */
export function islandNamespaces(name: IslandName): Namespace[] {
  return name === "form:financials" ? ["common", "forms", "financials"] : ["common", "forms"];
}

export const isIslandName = (name: string | undefined): name is IslandName => name !== undefined && name in islandModules;

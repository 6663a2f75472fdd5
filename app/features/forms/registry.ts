import type { ComponentType } from "react";
import type { FormId } from "../../../contracts/form-ids";
import type { Namespace } from "~/i18n/namespaces";
import type { IslandRegistry } from "~/islands/island-registry";
import type { FormCodeGroup } from "./code-groups";
import type { FormDefinition, FormIslandProps } from "./shared/form-definition";

/** What a form's module holds: the form (its island) and its definition, which its page's action reads. */
export interface FormModule {
  default: ComponentType<FormIslandProps>;
  // biome-ignore lint/suspicious/noExplicitAny: each form's values have a type of their own
  definition: FormDefinition<any>;
}

interface FormEntry {
  /** The form's own module: a chunk of its own, so that a page downloads only the form it shows. */
  code: () => Promise<FormModule>;
  /** The code only some forms have that this one loads beside its chunk (code-groups.ts). */
  groups?: readonly FormCodeGroup[];
  /** Translation namespaces its copy reads beyond `common` and `forms`. */
  namespaces?: readonly Namespace[];
}

/**
 * Every form of the site, one entry each. The contract (contracts/) says what
 * a form takes; this says where its code is and what it loads beside it. The
 * server renders a form and runs its page's action from here
 * (form-section.tsx, form-action.server.ts), the browser hydrates it from
 * here (the island runtime gets `formIslands`), and the build's chunks follow
 * the groups named here (code-groups.ts).
 */
export const FORMS = {
  contact: { code: () => import("./contact/contact-form") },
  candidate: { code: () => import("./candidate/candidate-form"), groups: ["job-application-code", "country-code"] },
  contractor: { code: () => import("./contractor/contractor-form"), groups: ["job-application-code", "country-code"] },
  "vma-application": { code: () => import("./vma-application/vma-application-form"), groups: ["job-application-code"] },
  "company-recruitment": {
    code: () => import("./company-recruitment/company-recruitment-form"),
    groups: ["company-request-code"],
  },
  consulting: { code: () => import("./consulting/consulting-form"), groups: ["company-request-code"] },
  "expert-request": { code: () => import("./expert-request/expert-request-form"), groups: ["company-request-code"] },
  "tech-services": { code: () => import("./tech-services/tech-services-form"), groups: ["country-code", "company-request-code"] },
  "vma-hire": { code: () => import("./vma-hire/vma-hire-form"), groups: ["country-code", "company-request-code"] },
  financials: { code: () => import("./financials/financials-form"), groups: ["company-request-code"], namespaces: ["financials"] },
} as const satisfies Record<FormId, FormEntry>;

/**
 * What every form shares, and each group's first module. The form's chunk
 * imports them too, but only once it has arrived, a round trip later;
 * requested together, they arrive together.
 */
const sharedCode = () => import("./shared/submission-form");
const groupCode: Record<FormCodeGroup, () => Promise<unknown>> = {
  "job-application-code": () => import("./shared/job-application"),
  "country-code": () => import("./shared/country-fields"),
  "company-request-code": () => import("../../../contracts/submissions/company-requests"),
};

/** A form's module, with the code it shares with other forms requested beside it. */
export function loadForm(form: FormId): Promise<FormModule> {
  const entry: FormEntry = FORMS[form];
  const groups = (entry.groups ?? []).map((group) => groupCode[group]());
  return Promise.all([entry.code(), sharedCode(), ...groups]).then(([module]) => module);
}

/** The forms as the island runtime hydrates them: the island `form:<id>`. */
export const formIslands: IslandRegistry = Object.fromEntries(
  (Object.keys(FORMS) as FormId[]).map((form) => {
    const entry: FormEntry = FORMS[form];
    return [`form:${form}`, { load: () => loadForm(form), namespaces: ["common", "forms", ...(entry.namespaces ?? [])] }];
  }),
);

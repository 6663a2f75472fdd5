/**
 * The code only some forms have, in groups the build makes a chunk of each
 * (vite.config.ts), by the modules each group takes. A form loads the groups
 * its registry entry names (registry.ts), beside its own chunk. Plain data:
 * the build's configuration reads it as it is.
 */
export const FORM_CODE_GROUPS = {
  // A job application's vacancy, skills and resume fields, with their schemas.
  "job-application-code": [
    "contracts/submissions/job-applications.ts",
    "contracts/submissions/resume.ts",
    "app/features/forms/shared/job-application.tsx",
    "app/features/forms/shared/vacancy-skills.tsx",
    "app/features/forms/shared/resume-field.tsx",
    "app/features/forms/shared/resume.ts",
  ],
  // The country, state and city pickers and the country list.
  "country-code": [
    "app/features/forms/shared/country-fields.tsx",
    "app/features/forms/geo/countries.ts",
    "app/features/forms/geo/countries.json",
  ],
  // The companies' requests: their schemas and the services picker.
  "company-request-code": ["contracts/submissions/company-requests.ts", "app/features/forms/shared/services-field.tsx"],
} as const satisfies Record<string, readonly string[]>;

export type FormCodeGroup = keyof typeof FORM_CODE_GROUPS;

/** Whether a module (an absolute path, as the bundler names it) belongs to a group. */
export function inCodeGroup(group: FormCodeGroup, id: string): boolean {
  const path = id.replaceAll("\\", "/");
  return FORM_CODE_GROUPS[group].some((module) => path.endsWith(`/${module}`));
}

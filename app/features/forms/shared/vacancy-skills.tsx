import * as v from "valibot";
import { useMemo, useState } from "react";
import { useFieldError, useFormContext, useWatch } from "./form-state";
import { useTranslation } from "~/i18n/use-translation";
import { type Vacancy, vacancySchema } from "../../../../contracts/lists";
import { useStableId } from "~/islands/id-scope";
import { CheckField, SelectField } from "./bound-pickers";
import { controlClass, labelClass } from "./field";
import type { FormLists } from "./form-definition";
import { useList } from "./use-list";

/** A free-text skill becomes a new option in lower case (spec section 4). */
export function customSkill(text: string): string {
  return text.trim().toLowerCase();
}

/** Without scripts, skills of one's own are typed in one field, separated by commas. */
export const OTHER_SKILLS_FIELD = "otherSkills";

interface VacancyValues {
  VacancyGUID: string;
  RecruitingEffort: string;
  skills: string[];
}

/**
 * What choosing a vacancy fills besides its id, in the picker and from a
 * posted form alike: its recruiting effort and, where the form sends it, its
 * name.
 */
export function vacancyDetails(vacancy: Vacancy | undefined, vacancyNameField?: string): Record<string, string> {
  return {
    RecruitingEffort: vacancy ? String(vacancy.recruitingEffortId) : "",
    ...(vacancyNameField ? { [vacancyNameField]: vacancy?.vacancyName ?? "" } : {}),
  };
}

/**
 * A posted form carries the chosen vacancy's id only: its recruiting effort
 * and name come from the list, as choosing it in the picker fills them; the
 * skills typed in the plain field join the ticked ones.
 */
export function vacancyFromForm<Values extends VacancyValues>(
  data: FormData,
  values: Values,
  lists: FormLists,
  vacancyNameField?: keyof Values & string,
): Values {
  const vacancy = (lists["/api/vacancies"] ?? [])
    .flatMap((item) => {
      const parsed = v.safeParse(vacancySchema, item);
      return parsed.success ? [parsed.output] : [];
    })
    .find((entry: Vacancy) => entry.vacancyGUID === values.VacancyGUID);
  const typed = String(data.get(OTHER_SKILLS_FIELD) ?? "")
    .split(",")
    .map(customSkill)
    .filter(Boolean);
  return { ...values, ...vacancyDetails(vacancy, vacancyNameField), skills: [...new Set([...values.skills, ...typed])] };
}

/**
 * Vacancy, then its skills. Choosing a vacancy fills `VacancyGUID`,
 * `RecruitingEffort` (and the vacancy name where the form sends it) and
 * offers that vacancy's skills as boxes, plus "Other", which shows a field
 * for skills of one's own (CSS: the same without scripts). Typed skills join
 * the ticked ones: with scripts as boxes of their own, at Enter or when the
 * field is left; without, when the form is posted (`vacancyFromForm`).
 */
export function VacancySkillsFields({ vacancyNameField }: { vacancyNameField?: string }) {
  const { t } = useTranslation("forms");
  const { items: vacancies } = useList("/api/vacancies", vacancySchema);
  const { setValue, getValues, change } = useFormContext();
  const guid = String(useWatch({ name: "VacancyGUID" }) ?? "");
  const vacancy = vacancies.find((entry) => entry.vacancyGUID === guid);
  // Skills added through "Other" stay options of this vacancy, chosen or not.
  const [addedSkills, setAddedSkills] = useState<string[]>([]);
  const otherId = useStableId();
  // With no box to tick yet, "Other" is the group's first control: it carries the group's message.
  const skillsError = useFieldError("skills");
  const otherInvalid = Boolean(skillsError) && !vacancy;

  const vacancyOptions = useMemo(() => vacancies.map((entry) => ({ value: entry.vacancyGUID, label: entry.vacancyName })), [vacancies]);
  const skillOptions = useMemo(() => {
    const names = [...(vacancy?.vacancySkills.map((skill) => skill.technologyName.trim()) ?? []), ...addedSkills];
    return [...new Set(names.filter(Boolean))].map((name) => ({ value: name, label: name }));
  }, [vacancy, addedSkills]);

  function addTyped(input: HTMLInputElement) {
    const typed = input.value.split(",").map(customSkill).filter(Boolean);
    if (typed.length === 0) return;
    setAddedSkills((added) => [...new Set([...added, ...typed])]);
    const current = (getValues("skills") as string[] | undefined) ?? [];
    change("skills", [...new Set([...current, ...typed])]);
    input.value = "";
  }

  return (
    <>
      <SelectField
        name="VacancyGUID"
        label={t("fields.vacancy.label")}
        required
        className="sm:col-span-2"
        options={vacancyOptions}
        emptyText={t("pickers.noVacancies")}
        onValueChange={(value) => {
          const picked = vacancies.find((entry) => entry.vacancyGUID === value);
          for (const [name, detail] of Object.entries(vacancyDetails(picked, vacancyNameField))) setValue(name, detail);
          // Another vacancy has other skills.
          setValue("skills", []);
          setAddedSkills([]);
        }}
      />
      <CheckField
        name="skills"
        label={t("fields.skills.label")}
        required
        className="sm:col-span-2"
        options={skillOptions}
        emptyText={vacancy ? t("pickers.noSkills") : t("errors.SKILLS_NO_JOB")}
      >
        <label className="peer mt-3 flex cursor-pointer items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            aria-invalid={otherInvalid || undefined}
            aria-describedby={otherInvalid ? "skills-choices-error" : undefined}
            className="mt-0.5 size-5 shrink-0 accent-accent-700"
          />
          <span>{t("skills.other")}</span>
        </label>
        <div className="mt-3 hidden peer-has-checked:block">
          <label htmlFor={otherId} className={labelClass}>
            {t("skills.typed")}
          </label>
          <input
            id={otherId}
            type="text"
            name={OTHER_SKILLS_FIELD}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              addTyped(event.currentTarget);
            }}
            onBlur={(event) => addTyped(event.currentTarget)}
            className={controlClass}
          />
        </div>
      </CheckField>
    </>
  );
}

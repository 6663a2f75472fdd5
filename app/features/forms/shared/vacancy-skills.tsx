import * as v from "valibot";
import { Plus } from "~/components/island-icons";
import { useMemo, useRef, useState } from "react";
import { useFormContext, useWatch } from "./form-state";
import { useTranslation } from "~/i18n/use-translation";
import { type Vacancy, vacancySchema } from "../../../../contracts/lists";
import { Button } from "~/components/button";
import { useStableId } from "~/islands/id-scope";
import { MultiSelectField, SelectField } from "./bound-pickers";
import { controlClass, labelClass } from "./field";
import type { FormLists } from "./form-definition";
import { useHydrated } from "./use-hydrated";
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
 * offers that vacancy's skills plus "Other", which adds a skill of one's own.
 */
export function VacancySkillsFields({ vacancyNameField }: { vacancyNameField?: string }) {
  const { t } = useTranslation("forms");
  const { items: vacancies, loading } = useList("/api/vacancies", vacancySchema);
  const { setValue, getValues, change } = useFormContext();
  const guid = String(useWatch({ name: "VacancyGUID" }) ?? "");
  const chosen = useWatch({ name: "skills" });
  const vacancy = vacancies.find((entry) => entry.vacancyGUID === guid);
  const [otherOpen, setOtherOpen] = useState(false);
  const [otherText, setOtherText] = useState("");
  // Skills added through "Other" stay options of this vacancy, chosen or not.
  const [addedSkills, setAddedSkills] = useState<string[]>([]);
  const otherRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const typedSkillsId = useStableId();

  const vacancyOptions = useMemo(() => vacancies.map((entry) => ({ value: entry.vacancyGUID, label: entry.vacancyName })), [vacancies]);
  const skillOptions = useMemo(() => {
    const names = [
      ...(vacancy?.vacancySkills.map((skill) => skill.technologyName.trim()) ?? []),
      ...addedSkills,
      ...(Array.isArray(chosen) ? (chosen as string[]) : []),
    ];
    return [...new Set(names.filter(Boolean))].map((name) => ({ value: name, label: name }));
  }, [vacancy, addedSkills, chosen]);

  function addOther() {
    const skill = customSkill(otherText);
    if (!skill) return;
    if (!addedSkills.includes(skill)) setAddedSkills([...addedSkills, skill]);
    const current = (getValues("skills") as string[]) ?? [];
    if (!current.includes(skill)) change("skills", [...current, skill]);
    setOtherText("");
    setOtherOpen(false);
  }

  return (
    <>
      <SelectField
        name="VacancyGUID"
        label={t("fields.vacancy.label")}
        required
        className="sm:col-span-2"
        options={vacancyOptions}
        loading={loading}
        emptyText={t("pickers.noVacancies")}
        onValueChange={(value) => {
          const picked = vacancies.find((entry) => entry.vacancyGUID === value);
          for (const [name, detail] of Object.entries(vacancyDetails(picked, vacancyNameField))) setValue(name, detail);
          // Another vacancy has other skills.
          setValue("skills", []);
          setAddedSkills([]);
          setOtherOpen(false);
        }}
      />
      <div className="sm:col-span-2">
        <MultiSelectField
          name="skills"
          label={t("fields.skills.label")}
          required
          options={skillOptions}
          emptyText={vacancy ? t("pickers.noSkills") : t("errors.SKILLS_NO_JOB")}
          action={
            vacancy
              ? {
                  label: t("skills.other"),
                  onSelect: () => {
                    setOtherOpen(true);
                    requestAnimationFrame(() => otherRef.current?.focus());
                  },
                }
              : undefined
          }
        />
        {!hydrated && (
          <div className="mt-3">
            <label htmlFor={typedSkillsId} className={labelClass}>
              {t("skills.typed")}
            </label>
            <input id={typedSkillsId} type="text" name={OTHER_SKILLS_FIELD} maxLength={200} className={controlClass} />
          </div>
        )}
        {otherOpen && (
          <div className="mt-3 rounded-control bg-surface p-4">
            <label htmlFor="other-skill" className={labelClass}>
              {t("skills.otherLabel")}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                ref={otherRef}
                id="other-skill"
                value={otherText}
                onChange={(event) => setOtherText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    addOther();
                  } else if (event.key === "Escape") {
                    setOtherOpen(false);
                  }
                }}
                placeholder={t("skills.otherPlaceholder")}
                maxLength={200}
                className={controlClass}
              />
              <div className="flex gap-2">
                <Button variant="secondary" onClick={addOther} disabled={!customSkill(otherText)}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t("skills.add")}
                </Button>
                <Button variant="ghost" onClick={() => setOtherOpen(false)}>
                  {t("skills.cancel")}
                </Button>
              </div>
            </div>
          </div>
        )}
      </div>
    </>
  );
}

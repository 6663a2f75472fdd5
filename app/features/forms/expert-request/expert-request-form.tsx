import { useTranslation } from "~/i18n/use-translation";
import { expertRequestSchema, TIME_NEED_EXPERT_OPTIONS } from "../../../../contracts/submissions/company-requests";
import { ChoiceGroup } from "../shared/choice-group";
import { PoliciesField } from "../shared/inputs";
import { AdditionalInformationField, CompanyField, ContactFields, NameFields, reachableFields } from "../shared/person-fields";
import { type PositionRow, PositionsEditor, positionsField, unsavedPositions } from "../shared/positions-editor";
import type { UiErrors } from "../shared/schema-resolver";
import { defineForm, type FormIslandProps, type ValuesOf } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";
import type { FieldErrors } from "../../../../contracts/field-errors";

export const definition = defineForm({
  id: "expert-request",
  schema: expertRequestSchema,
  fields: { ...reachableFields("candidateEmail"), positions: positionsField },
  continueTo: "/contractors",
  uiRules: expertRequestUiRules,
});

export type ExpertRequestValues = ValuesOf<typeof definition>;

/** The schema checks the list; only the editor knows a row is still being edited. */
export function expertRequestUiRules(values: { positions: readonly PositionRow[] }, schemaErrors: FieldErrors): UiErrors {
  return !schemaErrors.positions && unsavedPositions(values.positions) ? { positions: "SAVE_POSITIONS_REQUIRED" } : {};
}

/** Request experts (outsourcing): positions editor, time-need bands, contact way. */
export default function ExpertRequestForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  return (
    <SubmissionForm
      definition={definition}
      {...props}
      title={t("forms.expertRequest.title")}
      lead={t("forms.expertRequest.lead")}
      submitLabel={t("common.request")}
      busyLabel={t("common.sending")}
    >
      <NameFields />
      <ContactFields emailName="candidateEmail" />
      <CompanyField name="company" />
      <PositionsEditor label={t("fields.positions.label")} />
      <ChoiceGroup
        name="timeNeedExpert"
        required
        className="sm:col-span-2"
        legend={t("fields.timeNeedExpert.label")}
        options={TIME_NEED_EXPERT_OPTIONS.map((value) => ({ value, label: t(`timeNeed.${value}`) }))}
      />
      <AdditionalInformationField />
      <PoliciesField />
    </SubmissionForm>
  );
}

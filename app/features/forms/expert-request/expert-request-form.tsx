import { useTranslation } from "react-i18next";
import { expertRequestSchema, TIME_NEED_EXPERT_OPTIONS } from "../../../../contracts/submissions/company-requests";
import { ChoiceGroup } from "../shared/choice-group";
import { PoliciesField } from "../shared/inputs";
import { AdditionalInformationField, CompanyField, ContactFields, NameFields, reachablePayload } from "../shared/person-fields";
import {
  emptyPositionRow,
  type PositionRow,
  PositionsEditor,
  positionsFromForm,
  positionsPayload,
  unsavedPositions,
} from "../shared/positions-editor";
import type { UiErrors } from "../shared/schema-resolver";
import { defineForm, type FormIslandProps } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";
import type { FieldErrors } from "../../../../contracts/field-errors";

export interface ExpertRequestValues {
  firstName: string;
  lastName: string;
  contactWay: string;
  phoneNumberCode: string;
  phoneNumber: string;
  candidateEmail: string;
  company: string;
  positions: PositionRow[];
  timeNeedExpert: string;
  additionalInformation: string;
  policies: boolean;
}

export const expertRequestDefaults = (): ExpertRequestValues => ({
  firstName: "",
  lastName: "",
  contactWay: "",
  phoneNumberCode: "",
  phoneNumber: "",
  candidateEmail: "",
  company: "",
  positions: [emptyPositionRow()],
  timeNeedExpert: "",
  additionalInformation: "",
  policies: false,
});

export function expertRequestPayload(values: ExpertRequestValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    ...reachablePayload(values, "candidateEmail"),
    company: values.company,
    positions: positionsPayload(values.positions),
    timeNeedExpert: values.timeNeedExpert,
    additionalInformation: values.additionalInformation,
    policies: values.policies,
  };
}

/** The schema checks the list; only the editor knows a row is still being edited. */
export function expertRequestUiRules(values: ExpertRequestValues, schemaErrors: FieldErrors): UiErrors {
  return !schemaErrors.positions && unsavedPositions(values.positions) ? { positions: "SAVE_POSITIONS_REQUIRED" } : {};
}

export const expertRequestDefinition = defineForm<ExpertRequestValues>({
  id: "expert-request",
  schema: expertRequestSchema,
  defaults: expertRequestDefaults,
  toPayload: expertRequestPayload,
  continueTo: "/contractors",
  uiRules: expertRequestUiRules,
  fromForm: (data, values) => ({ ...values, positions: positionsFromForm(data) }),
});

/** Request experts (outsourcing): positions editor, time-need bands, contact way. */
export default function ExpertRequestForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  return (
    <SubmissionForm
      definition={expertRequestDefinition}
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

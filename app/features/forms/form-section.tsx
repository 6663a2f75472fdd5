import type { FormId } from "../../../contracts/form-ids";

/** Where a page shows one of the ten forms. The forms themselves live in this folder. */
export function FormSection({ form }: { form: FormId }) {
  return <div data-form={form} />;
}

import type { ChangeEvent } from "react";
import { useController } from "./form-state";
import { useTranslation } from "~/i18n/use-translation";
import { MAX_MEETING_TIMES } from "../../../../contracts/submissions/limits";
import { controlClass, FieldError, labelClass } from "./field";
import type { FieldCodec } from "./form-definition";
import { growingRows } from "./growing-rows";
import { useErrorText } from "./use-error-text";
import { useServerFocus } from "./use-hydrated";
import { useStableId } from "~/islands/id-scope";

/** Times the form offers at first: the same with scripts and without. */
const FIRST_TIMES = 3;

/** Times to meet the candidates; the payload carries the filled ones. */
export function MeetingTimesField({ name = "meetingTimes", label, hint }: { name?: string; label: string; hint?: string }) {
  const { t } = useTranslation("forms");
  const { field, fieldState } = useController({ name });
  const errorText = useErrorText();
  const baseId = useStableId();
  const times = growingRows((field.value as string[]) ?? [], {
    first: FIRST_TIMES,
    max: MAX_MEETING_TIMES,
    empty: () => "",
    filled: (time) => time.trim() !== "",
  });
  const error = errorText(fieldState.error?.message);
  const autoFocus = useServerFocus(error);
  const errorId = `${baseId}-error`;
  const hintId = `${baseId}-hint`;
  return (
    <fieldset className="sm:col-span-2">
      <legend className={labelClass}>{label}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 mb-2 text-sm text-muted">
          {hint}
        </p>
      )}
      <ol className="grid gap-3 sm:grid-cols-2">
        {times.map((time, index) => {
          const number = index + 1;
          const id = `${baseId}-time-${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a time has no identity but its place
            <li key={index}>
              <label htmlFor={id} className="mb-1 block text-sm text-muted">
                {t("meetingTimes.time", { number })}
              </label>
              <input
                id={id}
                type="datetime-local"
                name={name}
                value={time}
                onChange={(event: ChangeEvent<HTMLInputElement>) => {
                  const changed = event.currentTarget.value;
                  field.onChange(times.map((entry, at) => (at === index ? changed : entry)));
                }}
                // biome-ignore lint/a11y/noAutofocus: a post answered with messages focuses its first invalid field
                autoFocus={index === 0 ? autoFocus : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={[hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined}
                className={controlClass}
              />
            </li>
          );
        })}
      </ol>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

export function meetingTimesPayload(times: readonly string[]): string[] {
  return times.map((time) => time.trim()).filter(Boolean);
}

/** Times to meet: one empty time at first; the payload carries the filled ones. */
export const meetingTimesField: FieldCodec<string[]> = { initial: () => [""], send: meetingTimesPayload };

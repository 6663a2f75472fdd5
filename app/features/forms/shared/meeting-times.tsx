import { Plus, Trash2 } from "~/components/island-icons";
import type { ChangeEvent } from "react";
import { useController } from "./form-state";
import { useTranslation } from "~/i18n/use-translation";
import { MAX_MEETING_TIMES } from "../../../../contracts/submissions/limits";
import { Button } from "~/components/button";
import { controlClass, FieldError, labelClass } from "./field";
import type { FieldCodec } from "./form-definition";
import { useErrorText } from "./use-error-text";
import { useHydrated, useServerFocus } from "./use-hydrated";
import { useStableId } from "~/islands/id-scope";

const NATIVE_TIMES = 3;

/** Times to meet the candidates, with "add another time"; the payload carries the filled ones. */
export function MeetingTimesField({ name = "meetingTimes", label, hint }: { name?: string; label: string; hint?: string }) {
  const { t } = useTranslation("forms");
  const { field, fieldState } = useController({ name });
  const errorText = useErrorText();
  const baseId = useStableId();
  const hydrated = useHydrated();
  const value = (field.value as string[]) ?? [""];
  // Without scripts no time can be added: the plain form offers a few at once.
  const times = hydrated ? value : [...value, ...Array<string>(Math.max(NATIVE_TIMES - value.length, 0)).fill("")];
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
              <div className="flex gap-2">
                <input
                  id={id}
                  type="datetime-local"
                  name={name}
                  {...(hydrated
                    ? {
                        value: time,
                        onChange: (event: ChangeEvent<HTMLInputElement>) =>
                          field.onChange(times.map((entry, at) => (at === index ? event.target.value : entry))),
                      }
                    : { defaultValue: time })}
                  // biome-ignore lint/a11y/noAutofocus: a post answered with messages focuses its first invalid field
                  autoFocus={index === 0 ? autoFocus : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={[hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined}
                  className={controlClass}
                />
                {hydrated && times.length > 1 && (
                  <Button
                    variant="ghost"
                    className="shrink-0 px-3"
                    onClick={() => field.onChange(times.filter((_, at) => at !== index))}
                    aria-label={t("meetingTimes.remove", { number })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {hydrated && times.length < MAX_MEETING_TIMES && (
        <Button variant="ghost" className="mt-2" onClick={() => field.onChange([...times, ""])}>
          <Plus aria-hidden="true" className="size-4" />
          {t("meetingTimes.add")}
        </Button>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

export function meetingTimesPayload(times: readonly string[]): string[] {
  return times.map((time) => time.trim()).filter(Boolean);
}

/** Times to meet: one empty time at first; the payload carries the filled ones. */
export const meetingTimesField: FieldCodec<string[]> = { initial: () => [""], send: meetingTimesPayload };

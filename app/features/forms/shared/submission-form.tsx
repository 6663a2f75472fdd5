import { LoaderCircle } from "~/components/island-icons";
import { type ReactNode, useContext, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { HONEYPOT_FIELD } from "../../../../contracts/submission-extras";
import { Button } from "~/components/button";
import { FieldError } from "./field";
import { type FieldValues, FormProvider, useForm, useFormStatus } from "./form-state";
import type { FormDefinition, FormIslandProps, FormLists } from "./form-definition";
import { adoptValuesInPage, valuesInPage } from "./page-values";
import { refusalOf, refusalOfOutcome, useRefusalText } from "./refusal";
import { validateValues } from "./schema-resolver";
import type { DeviceForm, DeviceStatus } from "../offline/offline-form";
import { postSubmission, submissionBody } from "./submit-client";
import { keptInTab } from "~/browser/kept-drafts";
import type { SuccessDialog } from "./success-dialog";
import { useErrorText } from "./use-error-text";
import { useHydrated, useServerFocus } from "./use-hydrated";
import { ListsContext } from "./use-list";
import { FIELD_ERRORS_EVENT } from "~/islands/attributes";
import { EnhancementContext } from "~/islands/enhancement";
import { slices } from "~/islands/hydration-slices";
import { useStableId } from "~/islands/id-scope";

const NO_LISTS: FormLists = {};

/** Of these fields, the first whose control comes first in the form. */
function firstOnPage(form: HTMLFormElement | null, names: string[]): string | undefined {
  const wanted = new Set(names);
  for (const control of form?.elements ?? []) {
    const { name } = control as HTMLInputElement;
    if (wanted.has(name)) return name;
  }
  return undefined;
}

/**
 * Calls `then` once the form's own part has switched to its interactive self (app/islands/enhancement.ts),
 * in a component of its own: the form around it does not render again then, nor every field in it.
 */
function OnceInteractive({ then }: { then: () => void }) {
  const interactive = useHydrated();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the part switches
  useEffect(() => {
    if (interactive) then();
  }, [interactive]);
  return null;
}

export interface SubmissionFormProps<Values extends FieldValues> extends FormIslandProps {
  definition: FormDefinition<Values>;
  title: ReactNode;
  lead?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** "Please fill all mandatory fields before send" above the button while errors show. */
  generalError?: boolean;
  /** Job applications say "Error uploading file." before why a submission failed; the others give the reason alone. */
  networkError?: "upload" | "silent";
  /** How the answer of a 2xx tells a success; any 2xx by default. */
  isSuccess?: (body: unknown) => boolean;
  children: ReactNode;
}

/**
 * The lifecycle every form shares. In the server's HTML, a form that posts to
 * its page (form-action.server.ts), shown again with the answer to the last
 * post. Once its island runs: validate on submit with the contract's schema,
 * focus the first invalid field, post JSON to the API, show the loading
 * label, then the success dialog and a reset to the initial values.
 */
export function SubmissionForm<Values extends FieldValues>({
  definition,
  action,
  lists,
  outcome,
  title,
  lead,
  submitLabel,
  busyLabel,
  generalError = true,
  networkError = "silent",
  isSuccess,
  children,
}: SubmissionFormProps<Values>) {
  const { id: form, schema, toPayload, uiRules, fieldFor, continueTo } = definition;
  const { t, i18n } = useTranslation("forms");
  const errorText = useErrorText();
  const refusalText = useRefusalText();
  const enhancement = useContext(EnhancementContext);
  const headingId = useStableId();
  // What the form starts with: its defaults, or what the last post sent; and that post's messages.
  const [start] = useState(() => {
    const defaultValues = definition.defaults();
    return {
      defaultValues,
      values: outcome ? ({ ...defaultValues, ...outcome.values } as Values) : defaultValues,
      errors: outcome?.errors,
    };
  });
  const { defaultValues } = start;
  // As the island hydrates, its server HTML may already hold what the visitor typed (page-values.ts).
  const [typed] = useState(() =>
    valuesInPage(
      !enhancement || enhancement.done || typeof document === "undefined"
        ? null
        : document.querySelector<HTMLFormElement>(`form[data-form-id="${form}"]`),
      start.values,
    ),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const methods = useForm({
    values: start.values,
    errors: start.errors,
    validate: (values: Values) => validateValues(schema, { toPayload, uiRules, fieldFor }, values),
    firstOnPage: (names) => firstOnPage(formRef.current, names),
  });
  // Once hydrated, before the browser paints: the form hydrates as the server rendered it, then takes the visitor's input.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form has hydrated
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(typed)) methods.setValue(name, value);
  }, []);
  // And before each of the island's later switches to enhanced controls: what was typed meanwhile into plain ones;
  // and at each submit, so that what the form sends is what its fields show, even if one missed an input event.
  const adoptTyped = () =>
    adoptValuesInPage(
      formRef.current,
      start.values,
      (name) => methods.getValues(name),
      (name, value) => methods.setValue(name, value),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: adoptTyped reads the form's ref and store, which never change
  useEffect(() => enhancement?.beforeEach(adoptTyped), [enhancement]);
  // The form funnel: the page's script counts the rules the form's checks find (app/browser/form-funnel.ts).
  useEffect(
    () =>
      methods.subscribe(() => formRef.current?.dispatchEvent(new CustomEvent(FIELD_ERRORS_EVENT, { detail: methods.snapshot().errors }))),
    [methods],
  );
  const honeypotRef = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  // What the device keeps (offline-form.ts: the idempotency key, what was typed, a submission to send later),
  // requested once the visitor starts filling the form, or at once when this tab kept what was typed in it.
  const device = useRef<Promise<DeviceForm | undefined>>(undefined);
  const [deviceStatus, setDeviceStatus] = useState<DeviceStatus>();
  // The success dialog's code too: no submission can succeed before the visitor has filled the form.
  const [Dialog, setDialog] = useState<typeof SuccessDialog>();
  const loadDialog = () => import("./success-dialog").then(({ SuccessDialog }) => setDialog(() => SuccessDialog));
  const succeed = (status?: DeviceStatus) => {
    if (!Dialog) loadDialog();
    methods.reset(defaultValues);
    if (honeypotRef.current) honeypotRef.current.value = "";
    setRefused(undefined);
    setDeviceStatus(status);
    setSucceeded(true);
  };
  const attach = () =>
    (device.current ??= loadDialog()
      .then(() => import("../offline/offline-form"))
      .then(
        ({ attachDevice }) => attachDevice(form, methods, start.values, { status: setDeviceStatus, sentLater: () => succeed("sent") }),
        () => (device.current = undefined),
      ));
  // A form that is gone keeps nothing more in the tab: a change it saw last would otherwise be kept after it.
  useEffect(() => () => void device.current?.then((attached) => attached?.detach()), []);
  // Once the form's own part has switched, which comes after every field's slice has hydrated: a value kept in the
  // tab, restored into a field whose slice was still waiting, would be in the form's state but not in the field.
  // A visitor who typed while the island hydrated, with no change since, has the values kept too.
  const restoreKept = () => {
    if (keptInTab(form) || formRef.current?.contains(document.activeElement)) attach();
  };

  const { hasErrors, isSubmitted } = useFormStatus(methods);
  // Why the last post was not taken (too many, too large, unavailable, no connection): shown until the next attempt.
  const [refused, setRefused] = useState(() => refusalOfOutcome(outcome));
  const refusedMessage = refusalText(refused, { upload: networkError === "upload", resume: definition.hasResume });
  // A page shown again without its island: the browser starts at the message, as it starts at an invalid field.
  const refusedFocus = useServerFocus(hasErrors ? undefined : refusedMessage);

  // After the render that marks the invalid fields, not at the next frame: that can come first.
  const [invalidAttempt, setInvalidAttempt] = useState(0);
  useEffect(() => {
    if (invalidAttempt === 0) return;
    const firstInvalid = () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const field = firstInvalid();
    if (field) field.focus();
    else requestAnimationFrame(() => firstInvalid()?.focus());
  }, [invalidAttempt]);
  const focusFirstInvalid = () => setInvalidAttempt((attempt) => attempt + 1);
  // A refused post moves focus to why, as an invalid one moves it to the field; the button it left was disabled while sending.
  const [refusedAttempt, setRefusedAttempt] = useState(0);
  useEffect(() => {
    if (refusedAttempt > 0) document.getElementById(`${headingId}-failure`)?.focus();
  }, [refusedAttempt, headingId]);

  const onSubmit = methods.handleSubmit(
    async (payload) => {
      setSending(true);
      setRefused(undefined);
      setDeviceStatus(undefined);
      const onDevice = await attach();
      const body = submissionBody(payload as object, honeypotRef.current?.value);
      let answer = await postSubmission(form, body, i18n.language, onDevice?.key());
      if (answer.kind === "rejected" && answer.status === 422 && onDevice) {
        // An earlier version of this form was received under its key (its answer was lost), and the visitor has
        // changed it since: this is another submission, with a key of its own.
        onDevice.received();
        answer = await postSubmission(form, body, i18n.language, onDevice.key());
      }
      setSending(false);
      if (answer.kind === "sent" && (isSuccess?.(answer.body) ?? true)) {
        succeed();
        onDevice?.received();
        return;
      }
      // No connection: saved on this device and sent when it is back, or the resume is to be attached again.
      const status = answer.kind === "network" ? await onDevice?.saveForLater(body, i18n.language) : undefined;
      setDeviceStatus(status);
      if (status === "saved") {
        setRefused({ failure: "SAVED" });
        return;
      }
      if (answer.kind === "invalid") {
        for (const [field, key] of Object.entries(answer.fields)) {
          methods.setError(fieldFor?.[field] ?? field, { type: "server", message: key });
        }
        focusFirstInvalid();
        return;
      }
      const refusal = refusalOf(answer);
      setRefused(refusal);
      if (refusal) setRefusedAttempt((attempt) => attempt + 1);
    },
    () => {
      setRefused(undefined);
      focusFirstInvalid();
    },
  );

  return (
    <FormProvider form={methods}>
      <ListsContext.Provider value={lists ?? NO_LISTS}>
        <form
          ref={formRef}
          method="post"
          action={action}
          encType={definition.hasResume ? "multipart/form-data" : undefined}
          noValidate
          onSubmit={(event) => {
            adoptTyped();
            return onSubmit(event);
          }}
          onInput={attach}
          onFocus={attach}
          aria-labelledby={headingId}
          aria-busy={sending || undefined}
          data-form-id={form}
          className="rounded-card border border-line bg-white p-5 shadow-card sm:p-8"
        >
          <header className="mb-6">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
              {title}
            </h2>
            {lead && <p className="mt-2 text-muted">{lead}</p>}
            <p className="mt-3 text-sm text-muted">{t("common.requiredNote")}</p>
          </header>
          <div className="grid min-w-0 gap-5 sm:grid-cols-2">{slices(children)}</div>
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={`${headingId}-${HONEYPOT_FIELD}`}>{t("common.honeypot")}</label>
            <input
              ref={honeypotRef}
              id={`${headingId}-${HONEYPOT_FIELD}`}
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          <div className="mt-6 space-y-3">
            {generalError && (isSubmitted || outcome) && hasErrors && (
              <FieldError id={`${headingId}-general`} message={errorText("ERROR_MSG")} />
            )}
            <FieldError id={`${headingId}-failure`} message={refusedMessage} focusable autoFocus={refusedFocus} />
            <p role="status" className="empty:hidden text-sm font-medium text-brand-800">
              {deviceStatus && t(`offline.${deviceStatus}`)}
            </p>
            <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
              {sending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
              {sending ? busyLabel : submitLabel}
            </Button>
          </div>
          <OnceInteractive then={restoreKept} />
        </form>
      </ListsContext.Provider>
      {Dialog && <Dialog open={succeeded} onOpenChange={setSucceeded} continueTo={continueTo} />}
    </FormProvider>
  );
}

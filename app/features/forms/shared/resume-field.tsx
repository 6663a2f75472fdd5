import { type DragEvent, useEffect, useRef, useState } from "react";
import { useController } from "./form-state";
import { useTranslation } from "~/i18n/use-translation";
import { controlProps, FieldError, fieldIds, labelClass, RequiredMark } from "./field";
import { RESUME_ACCEPT, type ResumeValue, readAsBase64, resumeFileProblem, resumeTypeOf } from "./resume";
import { useErrorText } from "./use-error-text";
import { useServerFocus } from "./use-hydrated";

/** Choose or drop a PDF, DOC or DOCX of up to 5 MB; it is read as base64 for the payload. */
export function ResumeField({ name = "candidateResume", label, required }: { name?: string; label: string; required?: boolean }) {
  const { t } = useTranslation("forms");
  const { field, fieldState } = useController({ name });
  const errorText = useErrorText();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);
  // A file refused before reading: its reason shows instead of "Please select a file to upload.".
  const [problem, setProblem] = useState<string>();
  const value = field.value as ResumeValue | null;
  const error = errorText(problem ?? fieldState.error?.message);
  const id = `${name}-file`;
  const aria = controlProps(id, { error, required, hint: true, autoFocus: useServerFocus(error) });

  // A file chosen in the page before the form hydrated (page-values.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form has hydrated
  useEffect(() => {
    const chosen = inputRef.current?.files?.[0];
    if (chosen && !value) void take(chosen);
  }, []);

  // A reset empties the native input too, so the same file can be chosen again; not as the form hydrates, when the
  // form has not read yet a file chosen before.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current && !value && inputRef.current) inputRef.current.value = "";
    mounted.current = true;
  }, [value]);

  async function take(file: File | undefined) {
    if (!file) return;
    const refused = resumeFileProblem(file);
    if (refused) {
      setProblem(refused);
      if (inputRef.current) inputRef.current.value = "";
      if (value) field.onChange(null);
      return;
    }
    setReading(true);
    try {
      const content = await readAsBase64(file);
      const contentType = resumeTypeOf(file);
      if (!contentType) return;
      setProblem(undefined);
      field.onChange({ contentType, content, fileName: file.name, size: file.size } satisfies ResumeValue);
    } catch {
      setProblem("RESUME_INVALID");
      if (value) field.onChange(null);
    } finally {
      setReading(false);
    }
  }

  // A file dropped on the zone around the control is the control's file, as if chosen in it.
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const { files } = event.dataTransfer;
    if (inputRef.current && files.length > 0) inputRef.current.files = files;
    void take(files[0]);
  };

  // The browser's own file control, in the server's HTML and once the island runs: it names the chosen file, and
  // a file dropped on it is chosen without scripts too. The island reads and checks the file as it is chosen.
  return (
    <div>
      <span id={`${id}-label`} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the file input is the keyboard path */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-busy={reading || undefined}
        className={`rounded-control border-2 border-dashed px-4 py-5 transition-colors ${
          dragging ? "border-accent-600 bg-accent-100/40" : error ? "border-danger-700/60 bg-danger-50/40" : "border-slate-300 bg-surface"
        }`}
      >
        {reading && <p className="mb-2 text-sm text-muted">{t("resume.reading")}</p>}
        <input
          ref={inputRef}
          type="file"
          name={name}
          accept={RESUME_ACCEPT}
          {...aria}
          aria-labelledby={`${id}-label`}
          onChange={(event) => void take(event.currentTarget.files?.[0])}
          className="block w-full text-sm text-ink file:me-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-accent-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-accent-800"
        />
      </div>
      <p id={fieldIds(id).hint} className="mt-1.5 text-sm text-muted">
        {t("resume.hint")}
      </p>
      <FieldError id={fieldIds(id).error} message={error} />
    </div>
  );
}

import { FileText, UploadCloud, X } from "~/components/island-icons";
import { type DragEvent, useEffect, useRef, useState } from "react";
import { useController } from "./form-state";
import { useTranslation } from "~/i18n/use-translation";
import { controlProps, FieldError, fieldIds, labelClass, RequiredMark } from "./field";
import { formatFileSize } from "./filters";
import { RESUME_ACCEPT, type ResumeValue, readAsBase64, resumeFileProblem, resumeTypeOf } from "./resume";
import { useErrorText } from "./use-error-text";
import { useHydrated, useServerFocus } from "./use-hydrated";

/** Choose or drop a PDF, DOC or DOCX of up to 5 MB; it is read as base64 for the payload. */
export function ResumeField({ name = "candidateResume", label, required }: { name?: string; label: string; required?: boolean }) {
  const { t, i18n } = useTranslation("forms");
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
  // Without scripts the browser's own file field shows, and the form posts the file itself.
  const hydrated = useHydrated();

  // A file chosen in the page before the form hydrated (page-values.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form has hydrated
  useEffect(() => {
    const chosen = inputRef.current?.files?.[0];
    if (chosen && !value) void take(chosen);
  }, []);

  // A reset empties the native input too, so the same file can be chosen again.
  useEffect(() => {
    if (!value && inputRef.current) inputRef.current.value = "";
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

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

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
        className={`relative rounded-control border-2 border-dashed px-4 py-5 transition-colors ${
          dragging ? "border-accent-600 bg-accent-100/40" : error ? "border-danger-700/60 bg-danger-50/40" : "border-slate-300 bg-surface"
        } has-focus-visible:outline-3 has-focus-visible:outline-accent-600`}
      >
        <input
          ref={inputRef}
          type="file"
          name={name}
          accept={RESUME_ACCEPT}
          {...aria}
          aria-labelledby={hydrated ? `${id}-label ${id}-choose` : `${id}-label`}
          onChange={(event) => void take(event.target.files?.[0])}
          className={
            hydrated
              ? "sr-only"
              : "block w-full text-sm text-ink file:me-4 file:rounded-full file:border-0 file:bg-accent-700 file:px-4 file:py-2 file:font-semibold file:text-white"
          }
        />
        {!hydrated ? null : value ? (
          <div className="flex items-center gap-3">
            <FileText aria-hidden="true" className="size-8 shrink-0 text-accent-700" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-ink">{value.fileName}</p>
              <p className="text-sm text-muted">{formatFileSize(value.size, i18n.language)}</p>
            </div>
            <label htmlFor={id} id={`${id}-choose`} className="cursor-pointer text-sm font-semibold text-accent-700 underline">
              {t("resume.replace")}
            </label>
            <button
              type="button"
              onClick={() => field.onChange(null)}
              aria-label={t("resume.remove")}
              className="inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-slate-200"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-1 text-center text-sm text-muted">
            <UploadCloud aria-hidden="true" className="mb-1 size-8 text-brand-500" />
            <p>
              {reading ? (
                t("resume.reading")
              ) : (
                <>
                  {t("resume.drop")}{" "}
                  <label htmlFor={id} id={`${id}-choose`} className="cursor-pointer font-semibold text-accent-700 underline">
                    {t("resume.choose")}
                  </label>
                </>
              )}
            </p>
          </div>
        )}
      </div>
      <p id={fieldIds(id).hint} className="mt-1.5 text-sm text-muted">
        {t("resume.hint")}
      </p>
      <FieldError id={fieldIds(id).error} message={error} />
    </div>
  );
}

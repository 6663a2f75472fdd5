import { Pencil, Plus, Save, Trash2 } from "~/components/island-icons";
import { useController } from "./form-state";
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/use-translation";
import { Button } from "~/components/button";
import { controlClass, FieldError, labelClass, RequiredMark } from "./field";
import type { FieldCodec } from "./form-definition";
import { useErrorText } from "./use-error-text";
import { useEnhanced, useServerFocus } from "./use-hydrated";
import { useStableId } from "~/islands/id-scope";

/** Position options of spec section 3; the payload carries these English names. */
export const POSITION_OPTIONS = {
  softwareDeveloper: "Software developer",
  cybersecurityExpert: "Cybersecurity expert",
  fullstackDeveloper: "Fullstack developer",
  databaseExpert: "Database expert",
  uxUiDesigner: "UX/UI designer",
} as const;
type PositionKey = keyof typeof POSITION_OPTIONS;
const OTHER = "other";

export interface PositionRow {
  /** An option key, "other", or "" before a choice. */
  choice: PositionKey | typeof OTHER | "";
  custom: string;
  saved: boolean;
}

export const emptyPositionRow = (): PositionRow => ({ choice: "", custom: "", saved: false });

export function positionValue(row: PositionRow): string {
  if (row.choice === OTHER) return row.custom.trim();
  return row.choice ? POSITION_OPTIONS[row.choice] : "";
}

/** The payload's list: nothing at all while every row is empty, so the spec's POSITIONS_REQUIRED applies. */
export function positionsPayload(rows: readonly PositionRow[]): string[] {
  const values = rows.map(positionValue);
  return values.every((value) => value === "") ? [] : values;
}

/** A row still being edited blocks the submit (spec section 5). */
export function unsavedPositions(rows: readonly PositionRow[]): boolean {
  return rows.some((row) => !row.saved);
}

/** Without scripts each row has a text field for "Other", posted under this name. */
export const POSITIONS_OTHER_FIELD = "positionsOther";
/** Rows the plain form offers at least: without scripts no row can be added. */
const NATIVE_ROWS = 3;

const isChoice = (value: unknown): value is PositionRow["choice"] =>
  typeof value === "string" && (value === "" || value === OTHER || Object.hasOwn(POSITION_OPTIONS, value));

/** The rows of a posted form, as they were sent: blank ones dropped, a typed position counting as "Other". */
export function positionsFromForm(data: FormData, name = "positions"): PositionRow[] {
  const customs = data.getAll(POSITIONS_OTHER_FIELD);
  const rows = data
    .getAll(name)
    .map((choice, index): PositionRow => {
      const custom = String(customs[index] ?? "");
      const picked = isChoice(choice) ? choice : "";
      return { choice: picked === "" && custom.trim() !== "" ? OTHER : picked, custom, saved: true };
    })
    .filter((row) => row.choice !== "");
  return rows.length > 0 ? rows : [emptyPositionRow()];
}

/** The positions field: one empty row at first, rows in the form, their names in the payload. */
export const positionsField: FieldCodec<PositionRow[]> = {
  initial: () => [emptyPositionRow()],
  send: positionsPayload,
  read: positionsFromForm,
};

/** The options as the select's own children: the server marks the chosen one among them. */
function positionOptions(t: TFunction<"forms">) {
  return [
    <option key="" value="">
      {t("positions.choose")}
    </option>,
    ...(Object.keys(POSITION_OPTIONS) as PositionKey[]).map((key) => (
      <option key={key} value={key}>
        {t(`positions.options.${key}`)}
      </option>
    )),
    <option key={OTHER} value={OTHER}>
      {t("positions.options.other")}
    </option>,
  ];
}

/** The plain form's rows: a position and its "Other" text each, the chosen ones first. */
function NativePositions({
  name,
  rows,
  baseId,
  error,
  errorId,
}: {
  name: string;
  rows: readonly PositionRow[];
  baseId: string;
  error?: string;
  errorId: string;
}) {
  const { t } = useTranslation("forms");
  const autoFocus = useServerFocus(error);
  const chosen = rows.filter((row) => row.choice !== "");
  const slots = [...chosen, ...Array.from({ length: Math.max(NATIVE_ROWS - chosen.length, 1) }, emptyPositionRow)];
  return (
    <ol className="space-y-3">
      {slots.map((row, index) => {
        const number = index + 1;
        const selectId = `${baseId}-row-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <li key={index} className="grid gap-3 rounded-control border border-line bg-surface p-3 sm:grid-cols-2 sm:p-4">
            <div>
              <label htmlFor={selectId} className={labelClass}>
                {t("positions.row", { number })}
              </label>
              <select
                id={selectId}
                name={name}
                defaultValue={row.choice}
                aria-invalid={error && index === 0 ? true : undefined}
                aria-describedby={error && index === 0 ? errorId : undefined}
                // biome-ignore lint/a11y/noAutofocus: a post answered with messages focuses its first invalid field
                autoFocus={index === 0 ? autoFocus : undefined}
                className={controlClass}
              >
                {positionOptions(t)}
              </select>
            </div>
            <div>
              <label htmlFor={`${selectId}-other`} className={labelClass}>
                {t("positions.otherRow", { number })}
              </label>
              <input
                id={`${selectId}-other`}
                type="text"
                name={POSITIONS_OTHER_FIELD}
                defaultValue={row.choice === OTHER ? row.custom : ""}
                placeholder={t("positions.otherPlaceholder")}
                maxLength={200}
                className={controlClass}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

const ROW_ACTION_ICONS = { edit: Pencil, save: Save, remove: Trash2 } as const;

/**
 * A button acting on one row, named with the row for screen readers. A
 * compact one shows its icon alone on narrow screens.
 */
function RowAction({
  action,
  rowLabel,
  variant = "ghost",
  compact = false,
  disabled,
  onClick,
}: {
  action: keyof typeof ROW_ACTION_ICONS;
  rowLabel: string;
  variant?: "secondary" | "ghost";
  compact?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation("forms");
  const Icon = ROW_ACTION_ICONS[action];
  const text = t(`positions.${action}`);
  return (
    <Button variant={variant} disabled={disabled} onClick={onClick} aria-label={`${text} ${rowLabel}`}>
      <Icon aria-hidden="true" className="size-4" />
      {compact ? <span className="sr-only sm:not-sr-only">{text}</span> : text}
    </Button>
  );
}

/**
 * Rows editable or saved; a row can be added once the last one has a value,
 * and removed while more than one exists. "Other" takes a custom position.
 */
export function PositionsEditor({ name = "positions", label }: { name?: string; label: string }) {
  const { enhanced, ref } = useEnhanced<HTMLFieldSetElement>();
  const { t } = useTranslation("forms");
  const { field, fieldState } = useController({ name });
  const errorText = useErrorText();
  const baseId = useStableId();
  const rows = (field.value as PositionRow[]) ?? [];
  const error = errorText(fieldState.error?.message);
  const errorId = `${baseId}-error`;
  const update = (index: number, change: Partial<PositionRow>) =>
    field.onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const remove = (index: number) => field.onChange(rows.filter((_, at) => at !== index));
  const last = rows[rows.length - 1];
  const canAdd = last !== undefined && positionValue(last) !== "";
  let firstEditable = true;

  return (
    <fieldset ref={ref} className="sm:col-span-2">
      <legend className={labelClass}>
        {label}
        <RequiredMark />
      </legend>
      {!enhanced ? (
        <NativePositions name={name} rows={rows} baseId={baseId} error={error} errorId={errorId} />
      ) : (
        <>
          <ol className="space-y-3">
            {rows.map((row, index) => {
              const number = index + 1;
              const rowLabel = t("positions.row", { number });
              const value = positionValue(row);
              const selectId = `${baseId}-row-${index}`;
              const markInvalid = Boolean(error) && !row.saved && firstEditable;
              if (!row.saved) firstEditable = false;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
                <li key={index} className="rounded-control border border-line bg-surface p-3 sm:p-4">
                  {row.saved ? (
                    <div className="flex flex-wrap items-center gap-3">
                      <span className="min-w-0 flex-1">
                        <span className="sr-only">{rowLabel}: </span>
                        <span className="font-semibold text-ink">{value}</span>
                      </span>
                      <RowAction action="edit" rowLabel={rowLabel} onClick={() => update(index, { saved: false })} />
                      {rows.length > 1 && <RowAction action="remove" rowLabel={rowLabel} onClick={() => remove(index)} />}
                    </div>
                  ) : (
                    <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
                      <div className="space-y-3">
                        <div>
                          <label htmlFor={selectId} className={labelClass}>
                            {rowLabel}
                          </label>
                          <select
                            id={selectId}
                            name={name}
                            value={row.choice}
                            onChange={(event) => update(index, { choice: event.target.value as PositionRow["choice"] })}
                            aria-invalid={markInvalid || undefined}
                            aria-describedby={markInvalid ? errorId : undefined}
                            className={controlClass}
                          >
                            {positionOptions(t)}
                          </select>
                        </div>
                        {row.choice === OTHER && (
                          <div>
                            <label htmlFor={`${selectId}-other`} className={labelClass}>
                              {t("positions.otherLabel")}
                            </label>
                            <input
                              id={`${selectId}-other`}
                              value={row.custom}
                              onChange={(event) => update(index, { custom: event.target.value })}
                              onKeyDown={(event) => {
                                if (event.key === "Enter") {
                                  event.preventDefault();
                                  if (value) update(index, { saved: true });
                                }
                              }}
                              placeholder={t("positions.otherPlaceholder")}
                              maxLength={200}
                              className={controlClass}
                            />
                          </div>
                        )}
                      </div>
                      <div className="flex gap-2">
                        <RowAction
                          action="save"
                          rowLabel={rowLabel}
                          variant="secondary"
                          disabled={!value}
                          onClick={() => update(index, { saved: true })}
                        />
                        {rows.length > 1 && <RowAction action="remove" rowLabel={rowLabel} compact onClick={() => remove(index)} />}
                      </div>
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
          <Button variant="ghost" className="mt-2" disabled={!canAdd} onClick={() => field.onChange([...rows, emptyPositionRow()])}>
            <Plus aria-hidden="true" className="size-4" />
            {t("positions.add")}
          </Button>
        </>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

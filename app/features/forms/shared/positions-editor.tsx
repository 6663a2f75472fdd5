import { useController } from "./form-state";
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/use-translation";
import { controlClass, FieldError, labelClass, RequiredMark } from "./field";
import type { FieldCodec } from "./form-definition";
import { growingRows } from "./growing-rows";
import { useErrorText } from "./use-error-text";
import { useServerFocus } from "./use-hydrated";
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
}

export const emptyPositionRow = (): PositionRow => ({ choice: "", custom: "" });

export function positionValue(row: PositionRow): string {
  if (row.choice === OTHER) return row.custom.trim();
  return row.choice ? POSITION_OPTIONS[row.choice] : "";
}

/** The payload's list: the rows with a value; nothing at all while every row is empty, so the spec's POSITIONS_REQUIRED applies. */
export function positionsPayload(rows: readonly PositionRow[]): string[] {
  return rows.map(positionValue).filter((value) => value !== "");
}

/** A row that says "Other" without naming the position blocks the submit (spec section 5: a row must be complete). */
export function unsavedPositions(rows: readonly PositionRow[]): boolean {
  return rows.some((row) => row.choice === OTHER && row.custom.trim() === "");
}

/** Each row has a text field for "Other", posted under this name. */
export const POSITIONS_OTHER_FIELD = "positionsOther";
/** Rows the form offers at first: the same with scripts and without. */
const FIRST_ROWS = 3;
/** Rows at the most: one a position the form names, and a few of one's own. */
const MAX_ROWS = 10;

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
      return { choice: picked === "" && custom.trim() !== "" ? OTHER : picked, custom };
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

/**
 * The positions: rows of a `select` and, for "Other", a text field (shown by
 * the stylesheet when "Other" is chosen: `[data-position-row]` in app.css).
 * The same controls in the server's HTML, without scripts and once the
 * island runs; the island adds a row once every row has a value.
 */
export function PositionsEditor({ name = "positions", label }: { name?: string; label: string }) {
  const { t } = useTranslation("forms");
  const { field, fieldState } = useController({ name });
  const errorText = useErrorText();
  const baseId = useStableId();
  const error = errorText(fieldState.error?.message);
  const autoFocus = useServerFocus(error);
  const errorId = `${baseId}-error`;
  const rows = growingRows((field.value as PositionRow[]) ?? [], {
    first: FIRST_ROWS,
    max: MAX_ROWS,
    empty: emptyPositionRow,
    filled: (row) => row.choice !== "",
  });
  const update = (index: number, change: Partial<PositionRow>) =>
    field.onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="sm:col-span-2">
      <legend className={labelClass}>
        {label}
        <RequiredMark />
      </legend>
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const number = index + 1;
          const selectId = `${baseId}-row-${index}`;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              key={index}
              data-position-row
              className="grid gap-3 rounded-control border border-line bg-surface p-3 sm:grid-cols-2 sm:p-4"
            >
              <div>
                <label htmlFor={selectId} className={labelClass}>
                  {t("positions.row", { number })}
                </label>
                <select
                  id={selectId}
                  name={name}
                  value={row.choice}
                  onChange={(event) => update(index, { choice: event.currentTarget.value as PositionRow["choice"] })}
                  aria-invalid={error && index === 0 ? true : undefined}
                  aria-describedby={error && index === 0 ? errorId : undefined}
                  // biome-ignore lint/a11y/noAutofocus: a post answered with messages focuses its first invalid field
                  autoFocus={index === 0 ? autoFocus : undefined}
                  className={controlClass}
                >
                  {positionOptions(t)}
                </select>
              </div>
              <div data-position-other>
                <label htmlFor={`${selectId}-other`} className={labelClass}>
                  {t("positions.otherRow", { number })}
                </label>
                <input
                  id={`${selectId}-other`}
                  type="text"
                  name={POSITIONS_OTHER_FIELD}
                  value={row.choice === OTHER ? row.custom : ""}
                  onChange={(event) => update(index, { choice: OTHER, custom: event.currentTarget.value })}
                  placeholder={t("positions.otherPlaceholder")}
                  maxLength={200}
                  className={controlClass}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

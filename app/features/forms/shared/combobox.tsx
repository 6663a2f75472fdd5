import { useCombobox, useMultipleSelection } from "downshift";
import { Check, ChevronDown, X } from "~/components/icons";
import { type ChangeEvent, type ReactNode, type Ref, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { controlClass, controlProps, FieldError, fieldIds, labelClass, RequiredMark } from "./field";
import { NativeChecks, NativeSelect } from "./native-pickers";
import { filterOptions, type PickerOption } from "./option-filter";
import { useEnhanced } from "./use-hydrated";
import { useStableId } from "~/islands/id-scope";

interface PickerBaseProps {
  name: string;
  label: ReactNode;
  options: readonly PickerOption[];
  /** Translated message under the field. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Shown in the list when nothing matches (or there is nothing to pick yet). */
  emptyText: string;
  placeholder?: string;
  disabled?: boolean;
  loading?: boolean;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  renderOption?: (option: PickerOption) => ReactNode;
}

interface SearchableSelectProps extends PickerBaseProps {
  value: string;
  onChange: (value: string) => void;
  /** Text the input shows for the chosen option; its label by default. */
  display?: (option: PickerOption) => string;
  /** An option as the plain `select` shows and posts it; as it is by default. */
  nativeOption?: (option: PickerOption) => { value: string; label: string };
}

const menuClass =
  "absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-auto rounded-control border border-line bg-white py-1 shadow-raised focus:outline-none";
const optionClass = (highlighted: boolean, selected: boolean) =>
  `flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 text-sm ${highlighted ? "bg-brand-50 text-brand-900" : "text-ink"} ${selected ? "font-semibold" : ""}`;

/**
 * One choice from a list: a plain `select` in the server's HTML, that posts
 * without scripts; the searchable combobox once the form's island runs.
 */
export function SearchableSelect({ className = "", nativeOption = (option) => option, ...props }: SearchableSelectProps) {
  const { enhanced, ref } = useEnhanced();
  const inputId = `${props.name}-${useStableId()}`;
  const chosen = props.options.find((option) => option.value === props.value);
  return (
    <div className={className} ref={ref}>
      {enhanced ? (
        <ComboboxSelect {...props} inputId={inputId} />
      ) : (
        <NativeSelect {...props} id={inputId} options={props.options.map(nativeOption)} value={chosen ? nativeOption(chosen).value : ""} />
      )}
    </div>
  );
}

/** Options a long list shows in the frame it opens in: more than its menu's height holds. */
const FIRST_OPTIONS = 30;

/**
 * The options an open list renders. A long one (some 250 countries) opens
 * with its first screenful and the highlighted option, and renders the rest
 * in a task after that first frame, so a tap on it is answered at once.
 */
function useShownOptions(isOpen: boolean, items: readonly PickerOption[], highlightedIndex: number): readonly PickerOption[] {
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    if (!isOpen) {
      setWhole(false);
      return;
    }
    if (whole) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame has been produced, not before it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setWhole(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isOpen, whole]);
  return whole ? items : items.slice(0, Math.max(FIRST_OPTIONS, highlightedIndex + 1));
}

/**
 * A WAI-ARIA combobox (downshift) over a fixed list: typing filters, the value
 * only ever comes from the list. Opens on click, closes on an outside click.
 */
function ComboboxSelect({
  name,
  label,
  options,
  value,
  onChange,
  display = (option) => option.label,
  error,
  hint,
  required,
  emptyText,
  placeholder,
  disabled,
  loading,
  inputRef,
  onBlur,
  renderOption,
  inputId,
}: Omit<SearchableSelectProps, "className" | "nativeOption"> & { inputId: string }) {
  const { t } = useTranslation("forms");
  const [query, setQuery] = useState<string | null>(null);
  const selected = useMemo(() => options.find((option) => option.value === value) ?? null, [options, value]);
  const items = useMemo(() => (query === null ? [...options] : filterOptions(options, query)), [options, query]);
  const text = (option: PickerOption | null) => (option ? display(option) : "");

  const { isOpen, highlightedIndex, getInputProps, getItemProps, getLabelProps, getMenuProps, getToggleButtonProps } =
    useCombobox<PickerOption>({
      items,
      id: inputId,
      inputId,
      labelId: `${inputId}-label`,
      selectedItem: selected,
      itemToString: text,
      itemToKey: (option) => option?.value,
      onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem?.value ?? ""),
      onInputValueChange: ({ type, inputValue }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue);
      },
      onIsOpenChange: ({ isOpen: open }) => {
        if (!open) setQuery(null);
      },
      stateReducer: (_state, { type, changes }) => {
        // Leaving the field without picking shows the chosen option again, never half-typed text.
        if (
          type === useCombobox.stateChangeTypes.InputBlur ||
          (type === useCombobox.stateChangeTypes.InputKeyDownEscape && changes.selectedItem !== null)
        ) {
          return { ...changes, inputValue: text(changes.selectedItem ?? null) };
        }
        return changes;
      },
    });

  const shown = useShownOptions(isOpen, items, highlightedIndex);
  const ids = fieldIds(inputId);
  const aria = controlProps(inputId, { error, hint, required });
  return (
    <>
      <label htmlFor={inputId} {...getLabelProps()} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      <div className="relative">
        <input
          {...getInputProps({
            name,
            disabled,
            placeholder: placeholder ?? t("pickers.search"),
            "aria-invalid": aria["aria-invalid"],
            "aria-describedby": aria["aria-describedby"],
            "aria-required": aria["aria-required"],
            "aria-busy": loading || undefined,
            onFocus: (event) => event.currentTarget.select(),
            onBlur: () => onBlur?.(),
            ref: inputRef,
          })}
          className={`${controlClass} pe-11`}
        />
        <button
          type="button"
          {...getToggleButtonProps({ disabled })}
          aria-label={t("pickers.toggle")}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center text-muted disabled:opacity-50"
        >
          <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${isOpen ? "rotate-180" : ""}`} />
        </button>
        <div className={isOpen ? menuClass : "hidden"}>
          <ul {...getMenuProps()} aria-busy={loading || undefined}>
            {isOpen &&
              shown.map((option, index) => (
                <li
                  key={option.value}
                  {...getItemProps({ item: option, index })}
                  className={optionClass(highlightedIndex === index, selected?.value === option.value)}
                >
                  {renderOption ? renderOption(option) : <span>{option.label}</span>}
                  {selected?.value === option.value && <Check aria-hidden="true" className="size-4 shrink-0 text-accent-700" />}
                </li>
              ))}
          </ul>
          {isOpen && items.length === 0 && <p className="px-4 py-2.5 text-sm text-muted">{loading ? t("pickers.loading") : emptyText}</p>}
        </div>
      </div>
      {hint && (
        <p id={ids.hint} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={ids.error} message={error} />
    </>
  );
}

interface MultiSelectProps extends PickerBaseProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** An entry at the end of the list that runs an action instead of being selected ("Other"). */
  action?: { label: string; onSelect: () => void };
}

const ACTION_VALUE = "\u0000action";

/**
 * Several choices from a list: a group of boxes in the server's HTML, that
 * posts without scripts; the searchable multi-select once the form's island runs.
 */
export function MultiSelect({ className = "", action, ...props }: MultiSelectProps) {
  const { enhanced, ref } = useEnhanced();
  const inputId = `${props.name}-${useStableId()}`;
  return (
    <div className={className} ref={ref}>
      {enhanced ? <ComboboxMulti {...props} action={action} inputId={inputId} /> : <NativeChecks {...props} id={inputId} />}
    </div>
  );
}

/** A multi-select combobox: chosen options show as removable chips, the list offers the rest. */
function ComboboxMulti({
  name,
  label,
  options,
  value,
  onChange,
  error,
  hint,
  required,
  emptyText,
  placeholder,
  disabled,
  loading,
  inputRef,
  onBlur,
  action,
  renderOption,
  inputId,
}: Omit<MultiSelectProps, "className"> & { inputId: string }) {
  const { t } = useTranslation("forms");
  const [query, setQuery] = useState("");
  const selectedOptions = useMemo(
    () => value.map((entry) => options.find((option) => option.value === entry) ?? { value: entry, label: entry }),
    [options, value],
  );
  const items = useMemo(() => {
    const remaining = filterOptions(
      options.filter((option) => !value.includes(option.value)),
      query,
    );
    return action ? [...remaining, { value: ACTION_VALUE, label: action.label }] : remaining;
  }, [options, value, query, action]);
  const matches = items.filter((option) => option.value !== ACTION_VALUE).length;

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<PickerOption>({
    selectedItems: selectedOptions,
    itemToKey: (option) => option?.value,
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems.map((option) => option.value)),
  });

  const { isOpen, highlightedIndex, getInputProps, getItemProps, getLabelProps, getMenuProps, getToggleButtonProps } =
    useCombobox<PickerOption>({
      items,
      id: inputId,
      inputId,
      labelId: `${inputId}-label`,
      inputValue: query,
      selectedItem: null,
      itemToString: (option) => option?.label ?? "",
      itemToKey: (option) => option?.value,
      stateReducer: (state, { type, changes }) => {
        switch (type) {
          case useCombobox.stateChangeTypes.InputKeyDownEnter:
          case useCombobox.stateChangeTypes.ItemClick:
            // Stay open on the same row so several options can be picked in a row.
            return {
              ...changes,
              isOpen: changes.selectedItem?.value !== ACTION_VALUE,
              highlightedIndex: state.highlightedIndex,
              inputValue: "",
            };
          case useCombobox.stateChangeTypes.InputBlur:
            return { ...changes, inputValue: "" };
          default:
            return changes;
        }
      },
      onStateChange: ({ type, selectedItem }) => {
        switch (type) {
          case useCombobox.stateChangeTypes.InputKeyDownEnter:
          case useCombobox.stateChangeTypes.ItemClick:
          case useCombobox.stateChangeTypes.InputBlur:
            if (selectedItem?.value === ACTION_VALUE) {
              if (type !== useCombobox.stateChangeTypes.InputBlur) action?.onSelect();
            } else if (selectedItem) {
              onChange([...value, selectedItem.value]);
            }
            setQuery("");
            break;
        }
      },
    });

  const ids = fieldIds(inputId);
  const aria = controlProps(inputId, { error, hint, required });
  return (
    <>
      <label htmlFor={inputId} {...getLabelProps()} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      {selectedOptions.length > 0 && (
        <ul aria-label={t("pickers.selected")} className="mb-2 flex flex-wrap gap-2">
          {selectedOptions.map((option, index) => (
            <li key={option.value}>
              <span
                {...getSelectedItemProps({ selectedItem: option, index })}
                className="inline-flex items-center gap-1 rounded-full bg-accent-100 py-1 ps-3 pe-1 text-sm font-medium text-accent-800 focus-visible:outline-2"
              >
                {option.label}
                <button
                  type="button"
                  disabled={disabled}
                  onClick={(event) => {
                    event.stopPropagation();
                    removeSelectedItem(option);
                  }}
                  aria-label={t("pickers.remove", { item: option.label })}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-accent-300/50"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          {...getInputProps(
            getDropdownProps({
              name,
              disabled,
              placeholder: placeholder ?? t("pickers.search"),
              "aria-invalid": aria["aria-invalid"],
              "aria-describedby": aria["aria-describedby"],
              "aria-required": aria["aria-required"],
              "aria-busy": loading || undefined,
              // The search is controlled: set it in the keystroke's own event. Set later (from
              // downshift's onStateChange) the input renders once with the old text, which drops
              // fast keystrokes and moves the caret to the end (downshift issues #1108, #1148).
              onChange: (event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value),
              onBlur: () => onBlur?.(),
              ref: inputRef,
              preventKeyAction: isOpen,
            }),
          )}
          className={`${controlClass} pe-11`}
        />
        <button
          type="button"
          {...getToggleButtonProps({ disabled })}
          aria-label={t("pickers.toggle")}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center text-muted disabled:opacity-50"
        >
          <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${isOpen ? "rotate-180" : ""}`} />
        </button>
        <div className={isOpen ? menuClass : "hidden"}>
          <ul {...getMenuProps({ "aria-multiselectable": true })} aria-busy={loading || undefined}>
            {isOpen &&
              items.map((option, index) => (
                <li
                  key={option.value}
                  {...getItemProps({ item: option, index })}
                  className={optionClass(highlightedIndex === index, false)}
                >
                  {option.value === ACTION_VALUE ? (
                    <span className="italic">{option.label}</span>
                  ) : renderOption ? (
                    renderOption(option)
                  ) : (
                    <span>{option.label}</span>
                  )}
                </li>
              ))}
          </ul>
          {isOpen && matches === 0 && <p className="px-4 py-2.5 text-sm text-muted">{loading ? t("pickers.loading") : emptyText}</p>}
        </div>
      </div>
      {hint && (
        <p id={ids.hint} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={ids.error} message={error} />
    </>
  );
}

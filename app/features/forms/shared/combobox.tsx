import { Check, ChevronDown, X } from "~/components/island-icons";
import {
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "~/i18n/use-translation";
import { controlClass, Field } from "./field";
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

// As wide as its field, and never narrower than 16rem: the dial-code picker's field is a narrow column,
// and its options ("Guatemala +502") would be cut.
const menuClass =
  "absolute start-0 top-full z-30 mt-1 w-[max(100%,16rem)] max-h-64 overflow-auto rounded-control border border-line bg-white py-1 shadow-raised focus:outline-none";
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

/** Options a long list shows in the frame it opens in: more than its menu holds (16rem, some seven); each one more costs the tap. */
const FIRST_OPTIONS = 10;

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

/** `index` moved `by` rows, wrapping around either end; from outside the list, from the end it moves away from. */
function moveBy(index: number, by: number, count: number): number {
  if (!count) return -1;
  const next = (index < 0 || index >= count ? (by > 0 ? -1 : count) : index) + by;
  return next < 0 ? count - 1 : next >= count ? 0 : next;
}

/** `index` moved a page of `by` rows, stopping at either end (PageUp and PageDown do not wrap). */
function pageBy(index: number, by: number, count: number): number {
  return count ? Math.min(Math.max(index + by, 0), count - 1) : -1;
}

interface ListState {
  isOpen: boolean;
  highlightedIndex: number;
}

interface ComboboxEvents {
  /** The visitor typed: the input's new text. */
  type: (text: string) => void;
  /** Enter (or Alt+ArrowUp, `alt`) on the open list, or a click on an option: that option, or none when none is highlighted. */
  pick: (option: PickerOption | undefined, alt?: boolean) => void;
  /** The list closed as focus left the field or a press landed outside it; `option` is the highlighted one when focus moved on. */
  leave: (option: PickerOption | undefined) => void;
  /** Escape closed the list (`wasOpen`), or was pressed on the closed one. */
  escape?: (wasOpen: boolean) => void;
}

/**
 * A WAI-ARIA combobox (the APG's editable combobox with list autocomplete)
 * over `items`: whether the list is open, which option is highlighted, the
 * keys that move the highlight, a press outside that closes it, and the ids
 * and ARIA attributes that tie label, input, button, list and options
 * together. What a pick does is the caller's. Our own rather than a
 * library's: every byte of it is in each form's code budget.
 */
function useCombobox(id: string, items: readonly PickerOption[], selected: PickerOption | null, on: ComboboxEvents) {
  const [shown, setShown] = useState<ListState>({ isOpen: false, highlightedIndex: -1 });
  // What the handlers read: events of one task (a release and its click) each see what the one before did.
  const state = useRef(shown);
  const set = (changes: Partial<ListState>) => {
    state.current = { ...state.current, ...changes };
    setShown(state.current);
  };
  const close = () => set({ isOpen: false, highlightedIndex: -1 });
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const labelId = `${id}-label`;
  const menuId = `${id}-menu`;
  const itemId = (index: number) => `${id}-item-${index}`;

  /** Opening highlights the chosen option, else the first or last row as the arrow key points. */
  const openAt = (by: number) =>
    !items.length ? -1 : selected ? items.findIndex((item) => item.value === selected.value) : by < 0 ? items.length - 1 : by > 0 ? 0 : -1;
  const toggle = () => {
    const { isOpen } = state.current;
    set({ isOpen: !isOpen, highlightedIndex: isOpen ? -1 : openAt(0) });
  };
  const leave = (option?: PickerOption) => {
    close();
    on.leave(option);
  };

  // A press outside input, button and list closes it (on release, as a click would).
  const press = useRef({ mouseDown: false, touchMoved: false, touchEnded: false });
  const outside = useRef(leave);
  outside.current = leave;
  useEffect(() => {
    const pointer = press.current;
    const inside = (target: EventTarget | null, orFocus = true) =>
      [inputRef, toggleRef, menuRef].some(
        ({ current }) =>
          current && ((target instanceof Node && current.contains(target)) || (orFocus && current.contains(document.activeElement))),
      );
    const leaveIfOpen = () => state.current.isOpen && outside.current();
    const listeners: Record<string, (event: Event) => void> = {
      mousedown: () => Object.assign(pointer, { mouseDown: true, touchEnded: false }),
      mouseup: (event) => {
        pointer.mouseDown = false;
        if (!inside(event.target)) leaveIfOpen();
      },
      touchstart: () => Object.assign(pointer, { touchMoved: false, touchEnded: false }),
      touchmove: () => {
        pointer.touchMoved = true;
      },
      touchend: (event) => {
        pointer.touchEnded = true;
        if (!pointer.touchMoved && !inside(event.target, false)) leaveIfOpen();
      },
    };
    for (const type in listeners) window.addEventListener(type, listeners[type]!, { passive: true });
    return () => {
      for (const type in listeners) window.removeEventListener(type, listeners[type]!);
    };
  }, []);

  // An open list keeps focus in the input, whatever opened it.
  useEffect(() => {
    if (shown.isOpen && document.activeElement !== inputRef.current) inputRef.current?.focus();
  }, [shown.isOpen]);

  // The highlighted option is scrolled into view, unless the pointer put it there.
  const scroll = useRef(true);
  useLayoutEffect(() => {
    if (shown.highlightedIndex < 0 || !shown.isOpen) return;
    if (scroll.current) document.getElementById(`${id}-item-${shown.highlightedIndex}`)?.scrollIntoView?.({ block: "nearest" });
    scroll.current = true;
  }, [id, shown]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key, altKey } = event;
    const { isOpen, highlightedIndex } = state.current;
    const move = (index: number) => {
      event.preventDefault();
      set({ isOpen: true, highlightedIndex: index });
    };
    if (key === "ArrowDown" || key === "ArrowUp") {
      const by = key === "ArrowDown" ? 1 : -1;
      if (!isOpen) return move(altKey && by > 0 && !selected ? -1 : openAt(by));
      if (!altKey || by > 0) return move(moveBy(highlightedIndex, by, items.length));
    }
    if (!isOpen && key !== "Escape") return;
    if (key === "PageDown" || key === "PageUp") move(pageBy(highlightedIndex, key === "PageDown" ? 10 : -10, items.length));
    else if (key === "Home") move(items.length ? 0 : -1);
    else if (key === "End") move(items.length - 1);
    else if (key === "Enter" || key === "ArrowUp") {
      // Not while an input method composes the text (its Enter confirms the composition).
      if (event.keyCode === 229) return;
      event.preventDefault();
      on.pick(highlightedIndex >= 0 ? items[highlightedIndex] : undefined, key !== "Enter");
    } else if (key === "Escape" && (isOpen || event.currentTarget.value || selected || highlightedIndex > -1)) {
      event.preventDefault();
      close();
      on.escape?.(isOpen);
    }
  };

  return {
    ...shown,
    set,
    close,
    labelProps: { id: labelId },
    inputProps: {
      ref: inputRef,
      id,
      role: "combobox",
      autoComplete: "off",
      "aria-autocomplete": "list" as const,
      "aria-controls": menuId,
      "aria-expanded": shown.isOpen,
      "aria-labelledby": labelId,
      "aria-activedescendant": shown.isOpen && shown.highlightedIndex > -1 ? itemId(shown.highlightedIndex) : "",
      onKeyDown,
      onClick: toggle,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        set({ isOpen: true, highlightedIndex: -1 });
        on.type(event.currentTarget.value);
      },
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        // Leaving by Tab picks the highlighted option; a press elsewhere closes on its release.
        const { isOpen, highlightedIndex } = state.current;
        if (!isOpen || press.current.mouseDown) return;
        const switchedAway = event.relatedTarget === null && document.activeElement !== document.body;
        leave(switchedAway || highlightedIndex < 0 ? undefined : items[highlightedIndex]);
      },
    },
    toggleProps: {
      ref: toggleRef,
      id: `${id}-toggle-button`,
      tabIndex: -1,
      "aria-controls": menuId,
      "aria-expanded": shown.isOpen,
      onClick: toggle,
    },
    menuProps: { ref: menuRef, id: menuId, role: "listbox", "aria-labelledby": labelId, onMouseLeave: () => set({ highlightedIndex: -1 }) },
    /** An option's row: `selected` when it is a chosen value (the highlight is `aria-activedescendant`'s). */
    itemProps: (index: number, selected: boolean) => ({
      id: itemId(index),
      role: "option",
      "aria-selected": selected,
      "aria-disabled": false,
      onClick: () => on.pick(items[index]),
      onMouseMove: () => {
        if (press.current.touchEnded || index === state.current.highlightedIndex) return;
        scroll.current = false;
        set({ highlightedIndex: index });
      },
      // The input keeps focus.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
    }),
  };
}

/**
 * A WAI-ARIA combobox over a fixed list: typing filters, the value only ever
 * comes from the list. Opens on click, closes on an outside click.
 */
function ComboboxSelect({
  options,
  value,
  onChange,
  display = (option) => option.label,
  renderOption,
  ...field
}: Omit<SearchableSelectProps, "className" | "nativeOption"> & { inputId: string }) {
  const [query, setQuery] = useState<string | null>(null);
  const selected = useMemo(() => options.find((option) => option.value === value) ?? null, [options, value]);
  const items = useMemo(() => (query === null ? [...options] : filterOptions(options, query)), [options, query]);
  const text = (option: PickerOption | null) => (option ? display(option) : "");
  const [inputValue, setInputValue] = useState(() => text(selected));

  // The input shows the chosen option's text, also when the value changes from outside.
  const chosenKey = useRef(selected?.value);
  const choose = (option: PickerOption | null) => {
    chosenKey.current = option?.value;
    setInputValue(text(option));
    if (option?.value !== selected?.value) onChange(option?.value ?? "");
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only another chosen option rewrites the text
  useEffect(() => {
    if (selected?.value !== chosenKey.current) choose(selected);
  }, [selected]);

  const combobox = useCombobox(field.inputId, items, selected, {
    type: (typed) => {
      setInputValue(typed);
      setQuery(typed);
    },
    pick: (option) => {
      close();
      if (option) choose(option);
    },
    // Leaving the field without picking shows the chosen option again, never half-typed text.
    leave: (option) => choose(option ?? selected),
    // Escape on the open list shows the chosen option again; on the closed one, clears it.
    escape: (wasOpen) => {
      if (!wasOpen) choose(null);
      else if (selected) choose(selected);
    },
  });
  const { isOpen, highlightedIndex, close, itemProps } = combobox;
  useEffect(() => {
    if (!isOpen) setQuery(null);
  }, [isOpen]);

  const shownOptions = useShownOptions(isOpen, items, highlightedIndex);
  return (
    <ComboboxField
      {...field}
      combobox={combobox}
      empty={items.length === 0}
      input={{ value: inputValue, onFocus: (event) => event.currentTarget.select() }}
    >
      {shownOptions.map((option, index) => (
        <li
          key={option.value}
          {...itemProps(index, selected?.value === option.value)}
          className={optionClass(highlightedIndex === index, selected?.value === option.value)}
        >
          {renderOption ? renderOption(option) : <span>{option.label}</span>}
          {selected?.value === option.value && <Check aria-hidden="true" className="size-4 shrink-0 text-accent-700" />}
        </li>
      ))}
    </ComboboxField>
  );
}

interface ComboboxFieldProps {
  inputId: string;
  name: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
  placeholder?: string;
  emptyText: string;
  combobox: ReturnType<typeof useCombobox>;
  /** The input's text, and what it handles before the combobox does. */
  input: Pick<InputHTMLAttributes<HTMLInputElement>, "onFocus" | "onKeyDown" | "onClick"> & { value: string };
  /** Between the label and the input: the chosen options of a multi-select. */
  chips?: ReactNode;
  multiselectable?: boolean;
  /** Nothing in the list matches: its empty text shows. */
  empty: boolean;
  /** The list's rows, rendered while it is open. */
  children: ReactNode;
}

/** A combobox as a form field: label, input with its toggle and list, hint and message. */
function ComboboxField({
  inputId,
  name,
  label,
  error,
  hint,
  required,
  disabled,
  loading,
  placeholder,
  emptyText,
  combobox,
  input,
  chips,
  multiselectable,
  empty,
  children,
}: ComboboxFieldProps) {
  const { t } = useTranslation("forms");
  const { isOpen, labelProps, inputProps, toggleProps, menuProps } = combobox;
  return (
    <Field id={inputId} labelId={labelProps.id} label={label} error={error} hint={hint} required={required} beforeControl={chips}>
      {(aria) => (
        <div className="relative">
          <input
            {...inputProps}
            {...input}
            name={name}
            disabled={disabled}
            placeholder={placeholder ?? t("pickers.search")}
            aria-invalid={aria["aria-invalid"]}
            aria-describedby={aria["aria-describedby"]}
            aria-required={aria["aria-required"]}
            aria-busy={loading || undefined}
            className={`${controlClass} pe-11`}
          />
          <button
            type="button"
            {...toggleProps}
            disabled={disabled}
            aria-label={t("pickers.toggle")}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center text-muted disabled:opacity-50"
          >
            <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${isOpen ? "rotate-180" : ""}`} />
          </button>
          <div className={isOpen ? menuClass : "hidden"}>
            {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a listbox (its role comes with menuProps) */}
            <ul {...menuProps} aria-multiselectable={multiselectable || undefined} aria-busy={loading || undefined}>
              {isOpen && children}
            </ul>
            {isOpen && empty && <p className="px-4 py-2.5 text-sm text-muted">{loading ? t("pickers.loading") : emptyText}</p>}
          </div>
        </div>
      )}
    </Field>
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
  options,
  value,
  onChange,
  action,
  renderOption,
  ...field
}: Omit<MultiSelectProps, "className"> & { inputId: string }) {
  const { inputId, disabled } = field;
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

  const combobox = useCombobox(inputId, items, null, {
    type: setQuery,
    pick: (option, alt) => {
      if (alt) return close();
      // Stays open on the same row so several options can be picked in a row.
      set({ isOpen: option?.value !== ACTION_VALUE });
      if (option?.value === ACTION_VALUE) action?.onSelect();
      else if (option) onChange([...value, option.value]);
      setQuery("");
    },
    leave: (option) => {
      if (option && option.value !== ACTION_VALUE) onChange([...value, option.value]);
      setQuery("");
    },
  });
  const { isOpen, highlightedIndex, set, close, inputProps, itemProps } = combobox;

  // The chip the arrow keys are on (-1: the input): ArrowLeft from the start of the input reaches the chips,
  // Backspace or Delete removes the chip, and the one beside it takes its place.
  const [active, setActiveChip] = useState(-1);
  const chips = useRef<(HTMLElement | null)[]>([]);
  // Focus follows the visitor's moves only; a removed chip's neighbour takes focus though its index stays the same.
  const moveFocus = useRef(false);
  const setActive = (index: number) => {
    moveFocus.current = true;
    setActiveChip(index);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a removal changes `value` and keeps `active`
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (active < 0 ? document.getElementById(inputId) : chips.current[active])?.focus();
  }, [active, inputId, value]);
  const remove = (index: number) => {
    if (index < 0) return;
    const count = value.length;
    setActive(count === 1 ? -1 : index === count - 1 ? count - 2 : active);
    onChange(value.filter((_, at) => at !== index));
  };
  const chipProps = (index: number) => ({
    ref: (node: HTMLElement | null) => {
      chips.current[index] = node;
    },
    tabIndex: index === active ? 0 : -1,
    onClick: () => setActive(index),
    onKeyDown: ({ key }: KeyboardEvent) => {
      if (key === "ArrowLeft") setActive(Math.max(active - 1, 0));
      else if (key === "ArrowRight") setActive(active + 1 >= value.length ? -1 : active + 1);
      else if (key === "Delete" || key === "Backspace") remove(active);
    },
  });
  const inputKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const atStart = !input.value || (input.selectionStart === 0 && input.selectionEnd === 0);
    if (event.shiftKey || event.metaKey || event.ctrlKey || event.altKey || !atStart) return;
    if (event.key === "ArrowLeft") setActive(value.length - 1);
    else if (event.key === "Backspace") onChange(value.slice(0, -1));
  };

  return (
    <ComboboxField
      {...field}
      combobox={combobox}
      multiselectable
      empty={matches === 0}
      input={{
        value: query,
        // The chips' keys while the list is closed; the list's own keys after them.
        onKeyDown: (event) => {
          if (!isOpen) inputKeys(event);
          inputProps.onKeyDown(event);
        },
        onClick: () => {
          if (!isOpen) setActive(-1);
          inputProps.onClick();
        },
      }}
      chips={
        selectedOptions.length > 0 && (
          <ul aria-label={t("pickers.selected")} className="mb-2 flex flex-wrap gap-2">
            {selectedOptions.map((option, index) => (
              <li key={option.value}>
                <span
                  {...chipProps(index)}
                  className="inline-flex items-center gap-1 rounded-full bg-accent-100 py-1 ps-3 pe-1 text-sm font-medium text-accent-800 focus-visible:outline-2"
                >
                  {option.label}
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={(event) => {
                      event.stopPropagation();
                      remove(index);
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
        )
      }
    >
      {items.map((option, index) => (
        // The list offers the options not chosen yet (the chosen ones are the chips): none of its rows is selected.
        <li key={option.value} {...itemProps(index, false)} className={optionClass(highlightedIndex === index, false)}>
          {option.value === ACTION_VALUE ? (
            <span className="italic">{option.label}</span>
          ) : renderOption ? (
            renderOption(option)
          ) : (
            <span>{option.label}</span>
          )}
        </li>
      ))}
    </ComboboxField>
  );
}

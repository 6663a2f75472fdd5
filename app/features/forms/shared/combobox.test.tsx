// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FieldsHarness, formValues, renderWithApp } from "../test-utils";
import { MultiSelectField, SelectField } from "./bound-pickers";

// The keys of the WAI-ARIA Authoring Practices' combobox and listbox patterns
// (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/), on the single and the multi-select.

vi.setConfig({ testTimeout: 30_000 });

afterEach(cleanup);

const LANGUAGES = [
  "C",
  "Clojure",
  "Elixir",
  "Go",
  "Haskell",
  "Java",
  "Kotlin",
  "Lua",
  "OCaml",
  "Python",
  "Ruby",
  "Rust",
  "Scala",
  "Swift",
  "TypeScript",
].map((name) => ({ value: name.toLowerCase(), label: name }));

/** The option `aria-activedescendant` points at: the highlighted one, as a screen reader announces it. */
function highlighted(combobox: HTMLElement): string | null {
  const id = combobox.getAttribute("aria-activedescendant");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const selectedOptions = () =>
  screen
    .queryAllByRole("option")
    .filter((option) => option.getAttribute("aria-selected") === "true")
    .map((option) => option.textContent);

function renderSingle(value = "") {
  const rendered = renderWithApp(
    <FieldsHarness defaults={{ language: value }}>
      <SelectField name="language" label="Language" options={LANGUAGES} emptyText="None" />
    </FieldsHarness>,
  );
  return { ...rendered, combobox: screen.getByRole("combobox", { name: "Language" }) as HTMLInputElement };
}

function renderMulti(value: string[] = []) {
  const rendered = renderWithApp(
    <FieldsHarness defaults={{ languages: value }}>
      <MultiSelectField name="languages" label="Languages" options={LANGUAGES} emptyText="None" />
    </FieldsHarness>,
  );
  return { ...rendered, combobox: screen.getByRole("combobox", { name: "Languages" }) as HTMLInputElement };
}

describe("single select from the keyboard", () => {
  it("ArrowDown opens on the first option, ArrowUp on the last; both wrap around the ends", async () => {
    const { user, combobox } = renderSingle();
    await user.click(combobox);
    await user.keyboard("{Escape}");
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    await user.keyboard("{ArrowDown}");
    expect(combobox.getAttribute("aria-expanded")).toBe("true");
    expect(highlighted(combobox)).toBe("C");
    await user.keyboard("{ArrowUp}");
    expect(highlighted(combobox)).toBe("TypeScript");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(highlighted(combobox)).toBe("Clojure");
    await user.keyboard("{Escape}{ArrowUp}");
    expect(highlighted(combobox)).toBe("TypeScript");
  });

  it("Alt+ArrowDown opens without highlighting; Alt+ArrowUp chooses the highlighted option and closes", async () => {
    const { user, combobox } = renderSingle();
    combobox.focus();
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(combobox.getAttribute("aria-expanded")).toBe("true");
    expect(highlighted(combobox)).toBeNull();
    expect(combobox.getAttribute("aria-activedescendant")).toBe("");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    await user.keyboard("{Alt>}{ArrowUp}{/Alt}");
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    expect(combobox.value).toBe("Clojure");
    expect(formValues().language).toBe("clojure");
  });

  it("Home and End go to the first and last options; PageDown and PageUp move ten, stopping at the ends", async () => {
    const { user, combobox } = renderSingle();
    combobox.focus();
    await user.keyboard("{ArrowDown}{End}");
    expect(highlighted(combobox)).toBe("TypeScript");
    await user.keyboard("{Home}");
    expect(highlighted(combobox)).toBe("C");
    await user.keyboard("{PageDown}");
    expect(highlighted(combobox)).toBe("Ruby");
    await user.keyboard("{PageDown}");
    expect(highlighted(combobox)).toBe("TypeScript");
    await user.keyboard("{PageUp}");
    expect(highlighted(combobox)).toBe("Haskell");
    await user.keyboard("{PageUp}");
    expect(highlighted(combobox)).toBe("C");
  });

  it("Enter chooses the highlighted option: aria-selected marks the chosen one, not the highlighted one", async () => {
    const { user, combobox } = renderSingle();
    combobox.focus();
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(highlighted(combobox)).toBe("Elixir");
    expect(selectedOptions()).toEqual([]);
    await user.keyboard("{Enter}");
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    expect(combobox.value).toBe("Elixir");
    expect(formValues().language).toBe("elixir");
    // Reopened, the list starts on the chosen option; moving on leaves it selected.
    await user.keyboard("{ArrowDown}");
    expect(highlighted(combobox)).toBe("Elixir");
    await user.keyboard("{ArrowDown}");
    expect(highlighted(combobox)).toBe("Go");
    expect(selectedOptions()).toEqual(["Elixir"]);
    expect(screen.getByRole("option", { name: "Go" }).getAttribute("aria-selected")).toBe("false");
  });

  it("typing filters the list (names that start with the text first) and opens it with nothing highlighted", async () => {
    const { user, combobox } = renderSingle();
    combobox.focus();
    await user.keyboard("sc");
    expect(combobox.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Scala", "TypeScript"]);
    expect(highlighted(combobox)).toBeNull();
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(formValues().language).toBe("typescript");
    expect(combobox.value).toBe("TypeScript");
  });

  it("Escape on the open list closes it and shows the chosen option again; on the closed one, clears the choice", async () => {
    const { user, combobox } = renderSingle("go");
    expect(combobox.value).toBe("Go");
    combobox.focus();
    await user.keyboard("ru");
    expect(combobox.value).toBe("ru");
    await user.keyboard("{Escape}");
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    expect(combobox.value).toBe("Go");
    expect(formValues().language).toBe("go");
    await user.keyboard("{Escape}");
    expect(combobox.value).toBe("");
    expect(formValues().language).toBe("");
  });

  it("Tab chooses the highlighted option and moves on; without a highlight it keeps the choice", async () => {
    const { user, combobox } = renderSingle("go");
    combobox.focus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(highlighted(combobox)).toBe("Haskell");
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "outside" }));
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    expect(formValues().language).toBe("haskell");
    combobox.focus();
    await user.keyboard("zz");
    await user.tab();
    expect(combobox.value).toBe("Haskell");
    expect(formValues().language).toBe("haskell");
  });
});

describe("multi-select from the keyboard", () => {
  it("Enter adds the highlighted option and keeps the list open; chosen options leave the list, none marked selected", async () => {
    const { user, combobox } = renderMulti();
    combobox.focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("listbox").getAttribute("aria-multiselectable")).toBe("true");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(formValues().languages).toEqual(["clojure"]);
    expect(combobox.getAttribute("aria-expanded")).toBe("true");
    // The highlight stays on the same row, now the next option; it is not selected until chosen.
    expect(highlighted(combobox)).toBe("Elixir");
    expect(selectedOptions()).toEqual([]);
    expect(screen.queryByRole("option", { name: "Clojure" })).toBeNull();
    await user.keyboard("{Enter}");
    expect(formValues().languages).toEqual(["clojure", "elixir"]);
    const chips = screen.getByRole("list", { name: "Selected" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent),
    ).toEqual(["Clojure", "Elixir"]);
  });

  it("Home, End, PageDown and PageUp move the highlight; typing filters", async () => {
    const { user, combobox } = renderMulti(["c"]);
    combobox.focus();
    await user.keyboard("{ArrowDown}");
    expect(highlighted(combobox)).toBe("Clojure");
    await user.keyboard("{End}");
    expect(highlighted(combobox)).toBe("TypeScript");
    await user.keyboard("{Home}{PageDown}");
    expect(highlighted(combobox)).toBe("Rust");
    await user.keyboard("{PageDown}{PageUp}");
    expect(highlighted(combobox)).toBe("Haskell");
    await user.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}");
    expect(highlighted(combobox)).toBe("TypeScript");
    await user.keyboard("{Escape}");
    await user.keyboard("r");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Ruby", "Rust", "Clojure", "Elixir", "TypeScript"]);
  });

  it("Alt+ArrowUp and Escape close the list without adding; Tab adds the highlighted option and moves on", async () => {
    const { user, combobox } = renderMulti();
    combobox.focus();
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(combobox.getAttribute("aria-expanded")).toBe("true");
    expect(highlighted(combobox)).toBeNull();
    await user.keyboard("{ArrowDown}{Alt>}{ArrowUp}{/Alt}");
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    expect(formValues().languages).toEqual([]);
    await user.keyboard("{ArrowDown}{Escape}");
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    expect(formValues().languages).toEqual([]);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    await user.tab();
    expect(formValues().languages).toEqual(["clojure"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "outside" }));
  });

  it("on the closed list, ArrowLeft reaches the chips, ArrowRight comes back, Delete and Backspace remove", async () => {
    const { user, combobox } = renderMulti(["go", "lua", "ruby"]);
    const chips = () =>
      within(screen.getByRole("list", { name: "Selected" }))
        .getAllByRole("listitem")
        .map((chip) => chip.textContent);
    combobox.focus();
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement?.textContent).toBe("Ruby");
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement?.textContent).toBe("Lua");
    await user.keyboard("{Delete}");
    expect(formValues().languages).toEqual(["go", "ruby"]);
    expect(document.activeElement?.textContent).toBe("Ruby");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(combobox);
    await user.keyboard("{Backspace}");
    expect(chips()).toEqual(["Go"]);
    expect(formValues().languages).toEqual(["go"]);
  });
});

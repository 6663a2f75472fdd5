// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FieldsHarness, formValues, renderWithApp } from "../test-utils";
import { MultiSelectField } from "./bound-pickers";
import { CountryField, StateField } from "./country-fields";
import { PhoneCodeField } from "./geo-fields";

vi.setConfig({ testTimeout: 30_000 });

afterEach(cleanup);

const inputOf = (element: HTMLElement) => element as HTMLInputElement;

describe("phone-code picker", () => {
  it("opens on click, filters by digits, and picks with the keyboard", async () => {
    const { user } = renderWithApp(
      <FieldsHarness defaults={{ code: "" }}>
        <PhoneCodeField name="code" label="Phone code" />
      </FieldsHarness>,
    );
    const combobox = await screen.findByRole("combobox", { name: "Phone code" });
    expect(combobox.getAttribute("placeholder")).toBe("Search");
    await user.click(combobox);
    expect(combobox.getAttribute("aria-expanded")).toBe("true");
    // A long list opens with its first screenful, and the rest follows after that frame.
    expect(screen.getAllByRole("option").length).toBe(10);
    await waitFor(() => expect(screen.getAllByRole("option").length).toBeGreaterThan(70));
    await user.type(combobox, "49");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Germany+49"]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(inputOf(combobox).value).toBe("+49");
    expect(formValues().code).toBe("+49");
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
  });

  it("searches country names in the page language and says when nothing matches", async () => {
    const { user } = renderWithApp(
      <FieldsHarness defaults={{ code: "" }}>
        <PhoneCodeField name="code" label="Indicativo" />
      </FieldsHarness>,
      { language: "es" },
    );
    const combobox = await screen.findByRole("combobox", { name: "Indicativo" });
    await user.click(combobox);
    await user.type(combobox, "alemania");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Alemania+49"]);
    await user.clear(combobox);
    await user.type(combobox, "zzz");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByText("Sin resultados")).toBeTruthy();
  });

  it("closes on Escape and on an outside click, keeping the chosen code", async () => {
    const { user } = renderWithApp(
      <FieldsHarness defaults={{ code: "+57" }}>
        <PhoneCodeField name="code" label="Phone code" />
      </FieldsHarness>,
    );
    const combobox = await screen.findByRole("combobox", { name: "Phone code" });
    expect(inputOf(combobox).value).toBe("+57");
    await user.click(combobox);
    await user.type(combobox, "xx");
    await user.keyboard("{Escape}");
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    expect(inputOf(combobox).value).toBe("+57");
    await user.click(combobox);
    expect(combobox.getAttribute("aria-expanded")).toBe("true");
    await user.click(screen.getByRole("button", { name: "outside" }));
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    expect(formValues().code).toBe("+57");
  });
});

describe("country and state selects", () => {
  it("shows countries in the page language, stores the English name, then offers that country's states", async () => {
    const { user } = renderWithApp(
      <FieldsHarness defaults={{ country: "", departmentState: "Old" }}>
        <CountryField name="country" label="País" statesField="departmentState" />
        <StateField name="departmentState" countryField="country" label="Estado" />
      </FieldsHarness>,
      { language: "es" },
    );
    const country = await screen.findByRole("combobox", { name: "País" });
    await user.click(country);
    await user.type(country, "estados unid");
    await user.click(screen.getByRole("option", { name: "Estados Unidos" }));
    expect(formValues().country).toBe("United States");
    expect(formValues().departmentState).toBe("");
    const state = screen.getByRole("combobox", { name: "Estado" });
    await user.click(state);
    await user.type(state, "flor");
    await waitFor(() => expect(screen.getByRole("option", { name: "Florida" })).toBeTruthy());
    await user.keyboard("{ArrowDown}{Enter}");
    expect(formValues().departmentState).toBe("Florida");
    await user.clear(state);
    await user.type(state, "qqq");
    expect(screen.getByText("No hay estados")).toBeTruthy();
  });

  it("takes a country held as its ISO code, as the plain select posts it, as its English name", async () => {
    renderWithApp(
      <FieldsHarness defaults={{ country: "DE" }}>
        <CountryField name="country" label="País" />
      </FieldsHarness>,
      { language: "es" },
    );
    const country = await screen.findByRole("combobox", { name: "País" });
    await waitFor(() => expect(formValues().country).toBe("Germany"));
    expect((country as HTMLInputElement).value).toBe("Alemania");
  });

  it("says No Countries when nothing matches", async () => {
    const { user } = renderWithApp(
      <FieldsHarness defaults={{ country: "" }}>
        <CountryField name="country" label="Country" />
      </FieldsHarness>,
    );
    const country = await screen.findByRole("combobox", { name: "Country" });
    await user.click(country);
    await user.type(country, "atlantis");
    expect(screen.getByText("No Countries")).toBeTruthy();
  });
});

describe("multi select", () => {
  const options = [
    { value: "Cloud", label: "Nube" },
    { value: "AI", label: "Inteligencia artificial" },
    { value: "BI", label: "Inteligencia de negocios" },
  ];

  it("adds options with the keyboard, stays open, and removes chips", async () => {
    const { user } = renderWithApp(
      <FieldsHarness defaults={{ services: [] }}>
        <MultiSelectField name="services" label="Servicios" options={options} emptyText="Nada" />
      </FieldsHarness>,
      { language: "es" },
    );
    const combobox = await screen.findByRole("combobox", { name: "Servicios" });
    await user.click(combobox);
    await user.type(combobox, "intel");
    expect(screen.getAllByRole("option")).toHaveLength(2);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(formValues().services).toEqual(["AI"]);
    expect(combobox.getAttribute("aria-expanded")).toBe("true");
    // The search is cleared and the highlight stays on the same row, now the next remaining option.
    await user.keyboard("{Enter}");
    expect(formValues().services).toEqual(["AI", "Cloud"]);
    const chips = screen.getByRole("list", { name: "Seleccionados" });
    await user.click(within(chips).getByRole("button", { name: "Quitar Nube" }));
    expect(formValues().services).toEqual(["AI"]);
    await user.click(combobox);
    await user.type(combobox, "zzz");
    expect(screen.getByText("Nada")).toBeTruthy();
  });
});

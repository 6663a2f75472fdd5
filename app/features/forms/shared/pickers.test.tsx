// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FieldsHarness, formValues, renderWithApp } from "../test-utils";
import { CheckField } from "./bound-pickers";
import { CountryField, StateField } from "./country-fields";
import { PhoneCodeField } from "./geo-fields";

vi.setConfig({ testTimeout: 30_000 });

afterEach(cleanup);

const selectOf = (element: HTMLElement) => element as HTMLSelectElement;
const optionTexts = (select: HTMLSelectElement) => [...select.options].map((option) => option.textContent);

describe("phone-code picker", () => {
  it("is the browser's select: countries by name with their code, the field holding the code", async () => {
    const { user } = renderWithApp(
      <FieldsHarness defaults={{ code: "" }}>
        <PhoneCodeField name="code" label="Phone code" />
      </FieldsHarness>,
    );
    const select = selectOf(await screen.findByRole("combobox", { name: "Phone code" }));
    expect(select.tagName).toBe("SELECT");
    expect(select.options.length).toBeGreaterThan(70);
    expect(optionTexts(select)).toContain("Germany (+49)");
    await user.selectOptions(select, "Germany (+49)");
    expect(formValues().code).toBe("+49");
    expect(select.value).toBe("+49");
  });

  it("names the countries in the page language", async () => {
    renderWithApp(
      <FieldsHarness defaults={{ code: "+57" }}>
        <PhoneCodeField name="code" label="Indicativo" />
      </FieldsHarness>,
      { language: "es" },
    );
    const select = selectOf(await screen.findByRole("combobox", { name: "Indicativo" }));
    expect(optionTexts(select)).toContain("Alemania (+49)");
    expect(select.value).toBe("+57");
    expect(select.selectedOptions[0]?.textContent).toBe("Colombia (+57)");
  });
});

describe("country and state", () => {
  it("shows countries in the page language, stores the English name, then suggests that country's states", async () => {
    const { user } = renderWithApp(
      <FieldsHarness defaults={{ country: "", departmentState: "Old" }}>
        <CountryField name="country" label="País" statesField="departmentState" />
        <StateField name="departmentState" countryField="country" label="Estado" />
      </FieldsHarness>,
      { language: "es" },
    );
    const country = selectOf(await screen.findByRole("combobox", { name: "País" }));
    const state = screen.getByLabelText("Estado") as HTMLInputElement;
    // The state is a text field throughout; its suggestions follow the country.
    expect(state.tagName).toBe("INPUT");
    const list = () => document.getElementById(state.getAttribute("list") ?? "") as HTMLDataListElement | null;
    expect(list()).toBeNull();
    await user.selectOptions(country, "Estados Unidos");
    expect(country.value).toBe("US");
    expect(formValues().country).toBe("United States");
    expect(formValues().departmentState).toBe("");
    await waitFor(() => expect([...(list()?.options ?? [])].map((option) => option.value)).toContain("Florida"));
    // With suggestions, the same text field is a combobox.
    expect(screen.getByRole("combobox", { name: "Estado" })).toBe(state);
    await user.type(state, "Florida");
    expect(formValues().departmentState).toBe("Florida");
  });

  it("takes a country held as its ISO code, as the select posts it, as its English name", async () => {
    renderWithApp(
      <FieldsHarness defaults={{ country: "DE" }}>
        <CountryField name="country" label="País" />
      </FieldsHarness>,
      { language: "es" },
    );
    const country = selectOf(await screen.findByRole("combobox", { name: "País" }));
    await waitFor(() => expect(formValues().country).toBe("Germany"));
    expect(country.selectedOptions[0]?.textContent).toBe("Alemania");
  });
});

describe("multiple choice", () => {
  const options = [
    { value: "Cloud", label: "Nube" },
    { value: "AI", label: "Inteligencia artificial" },
    { value: "BI", label: "Inteligencia de negocios" },
  ];

  it("is a group of boxes named by its legend; ticking and unticking changes the list", async () => {
    const { user } = renderWithApp(
      <FieldsHarness defaults={{ services: [] }}>
        <CheckField name="services" label="Servicios" options={options} emptyText="Nada" />
      </FieldsHarness>,
      { language: "es" },
    );
    const group = await screen.findByRole("group", { name: "Servicios" });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes.map((box) => (box as HTMLInputElement).name)).toEqual(["services", "services", "services"]);
    await user.click(within(group).getByRole("checkbox", { name: "Inteligencia artificial" }));
    await user.click(within(group).getByRole("checkbox", { name: "Nube" }));
    expect(formValues().services).toEqual(["AI", "Cloud"]);
    await user.click(within(group).getByRole("checkbox", { name: "Nube" }));
    expect(formValues().services).toEqual(["AI"]);
  });

  it("says so when there is nothing to choose", async () => {
    renderWithApp(
      <FieldsHarness defaults={{ services: [] }}>
        <CheckField name="services" label="Servicios" options={[]} emptyText="Nada" />
      </FieldsHarness>,
      { language: "es" },
    );
    expect(await screen.findByText("Nada")).toBeTruthy();
  });
});

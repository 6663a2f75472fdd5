// @vitest-environment jsdom
import { fireEvent } from "@testing-library/dom";
import { cleanup, screen, waitFor } from "@testing-library/preact";
import type { ReactNode } from "react";
import { FormProvider, useForm, useWatch } from "./form-state";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderWithApp, sampleVacancies } from "../test-utils";
import { withoutDigits } from "./filters";
import { SalaryField, TextField } from "./inputs";
import { emptyPositionRow, PositionsEditor, positionsPayload } from "./positions-editor";
import { ResumeField } from "./resume-field";
import { VacancySkillsFields } from "./vacancy-skills";

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ defaults, children }: { defaults: Record<string, unknown>; children: ReactNode }) {
  const methods = useForm({ values: defaults, validate: (values) => ({ valid: true, data: values }) });
  return (
    <FormProvider form={methods}>
      {children}
      <Values />
    </FormProvider>
  );
}

function Values() {
  return <output data-testid="values">{JSON.stringify(useWatch())}</output>;
}

const values = () => JSON.parse(screen.getByTestId("values").textContent ?? "{}");
const button = (name: string | RegExp) => screen.getByRole("button", { name }) as HTMLButtonElement;

describe("input filters in the form", () => {
  it("refuses digits in name-like fields and formats the salary on blur", async () => {
    const { user } = renderWithApp(
      <Harness defaults={{ firstName: "", desiredSalary: "" }}>
        <TextField name="firstName" label="First name" filter={withoutDigits} />
        <SalaryField name="desiredSalary" label="Desired salary" />
      </Harness>,
    );
    await user.type(await screen.findByRole("textbox", { name: "First name" }), "An4a");
    expect(values().firstName).toBe("Ana");
    const salary = screen.getByRole("textbox", { name: "Desired salary" }) as HTMLInputElement;
    await user.type(salary, "US$ 3,500.5");
    expect(salary.value).toBe("$3500.5");
    await user.tab();
    expect(salary.value).toBe("$3,500.50");
    expect(values().desiredSalary).toBe("$3,500.50");
  });
});

describe("positions editor", () => {
  it("adds a row only once the last one has a value, saves, edits, removes while more than one", async () => {
    const { user } = renderWithApp(
      <Harness defaults={{ positions: [emptyPositionRow()] }}>
        <PositionsEditor label="Positions" />
      </Harness>,
    );
    await screen.findByRole("combobox", { name: "Position 1" });
    expect(button("Add another position").disabled).toBe(true);
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    await user.selectOptions(screen.getByRole("combobox", { name: "Position 1" }), "Database expert");
    expect(button("Add another position").disabled).toBe(false);
    await user.click(button("Save Position 1"));
    expect(screen.getByText("Database expert")).toBeTruthy();
    await user.click(button("Add another position"));
    const second = screen.getByRole("combobox", { name: "Position 2" });
    await user.selectOptions(second, "Other");
    await user.type(screen.getByRole("textbox", { name: "Which position do you need?" }), "Data scientist{Enter}");
    expect(positionsPayload(values().positions)).toEqual(["Database expert", "Data scientist"]);
    expect(values().positions.every((row: { saved: boolean }) => row.saved)).toBe(true);
    await user.click(button("Remove Position 1"));
    expect(positionsPayload(values().positions)).toEqual(["Data scientist"]);
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    await user.click(button("Edit Position 1"));
    expect(screen.getByRole("combobox", { name: "Position 1" })).toBeTruthy();
  });
});

describe("vacancy and skills", () => {
  it("needs a vacancy first, then fills its ids and offers its skills plus other", async () => {
    vi.stubGlobal("fetch", fakeApi({ "/api/vacancies": sampleVacancies }).fetch);
    const { user } = renderWithApp(
      <Harness defaults={{ VacancyGUID: "", RecruitingEffort: "", applicationPosition: "", skills: [] }}>
        <VacancySkillsFields vacancyNameField="applicationPosition" />
      </Harness>,
    );
    const skills = await screen.findByRole("combobox", { name: "Skills" });
    await user.click(skills);
    expect(screen.getByText("Select a vacancy first to see its skills")).toBeTruthy();
    await user.keyboard("{Escape}");

    const vacancy = screen.getByRole("combobox", { name: "Vacancy" });
    await user.click(vacancy);
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(2));
    await user.keyboard("{ArrowDown}{Enter}");
    expect(values()).toMatchObject({ VacancyGUID: "guid-1", RecruitingEffort: "101", applicationPosition: "Full Stack Developer" });

    await user.click(skills);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["TypeScript", "React", "Other"]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(values().skills).toEqual(["TypeScript"]);
    await user.click(screen.getByRole("option", { name: "Other" }));
    const other = screen.getByRole("textbox", { name: "Other skill" });
    await user.type(other, "  GraphQL APIs {Enter}");
    expect(values().skills).toEqual(["TypeScript", "graphql apis"]);
    expect(screen.queryByRole("textbox", { name: "Other skill" })).toBeNull();

    await user.click(vacancy);
    await user.click(screen.getByRole("option", { name: "Nurse" }));
    expect(values()).toMatchObject({ VacancyGUID: "guid-2", RecruitingEffort: "RE-2", skills: [] });
  });

  it("says No vacancies when the list is empty or fails", async () => {
    vi.stubGlobal("fetch", fakeApi({}).fetch);
    const { user } = renderWithApp(
      <Harness defaults={{ VacancyGUID: "", RecruitingEffort: "", skills: [] }}>
        <VacancySkillsFields />
      </Harness>,
    );
    const vacancy = await screen.findByRole("combobox", { name: "Vacancy" });
    await user.click(vacancy);
    await waitFor(() => expect(screen.getByText("No vacancies")).toBeTruthy());
  });
});

describe("resume field", () => {
  it("shows the chosen file's name and size, and refuses a wrong type before reading it", async () => {
    const { user } = renderWithApp(
      <Harness defaults={{ candidateResume: null }}>
        <ResumeField label="Resume" required />
      </Harness>,
    );
    const input = (await screen.findByText("choose a file"))
      .closest("div")
      ?.parentElement?.querySelector("input[type=file]") as HTMLInputElement;
    await user.upload(input, new File(["%PDF-1.4 hello"], "cv.pdf", { type: "application/pdf" }));
    await waitFor(() => expect(screen.getByText("cv.pdf")).toBeTruthy());
    expect(screen.getByText("14 B")).toBeTruthy();
    expect(values().candidateResume).toMatchObject({ contentType: "application/pdf", content: btoa("%PDF-1.4 hello") });

    const fileInput = document.querySelector("input[name=candidateResume]") as HTMLInputElement;
    // A change event as the browser sends it (Preact's testing library would send an input event).
    fireEvent.change(fileInput, { target: { files: [new File(["x"], "photo.png", { type: "image/png" })] } });
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("The file must be a PDF, DOC or DOCX");
    expect(values().candidateResume).toBeNull();
    expect(fileInput.getAttribute("aria-invalid")).toBe("true");
  });
});

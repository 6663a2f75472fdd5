// @vitest-environment jsdom
import { fireEvent } from "@testing-library/dom";
import { cleanup, screen, waitFor, within } from "@testing-library/preact";
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
  it("keeps its rows in place, adds one once every row has a value, and asks which position Other is", async () => {
    const { user } = renderWithApp(
      <Harness defaults={{ positions: [emptyPositionRow()] }}>
        <PositionsEditor label="Positions" />
      </Harness>,
    );
    const first = await screen.findByRole("combobox", { name: "Position 1" });
    expect(screen.getAllByRole("combobox")).toHaveLength(3);
    await user.selectOptions(first, "Database expert");
    await user.selectOptions(screen.getByRole("combobox", { name: "Position 2" }), "Other");
    await user.type(screen.getByRole("textbox", { name: "Position 2: which one?" }), "Data scientist");
    expect(screen.getAllByRole("combobox")).toHaveLength(3);
    expect(screen.getByRole("combobox", { name: "Position 1" })).toBe(first);
    expect(positionsPayload(values().positions)).toEqual(["Database expert", "Data scientist"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Position 3" }), "UX/UI designer");
    expect(screen.getAllByRole("combobox")).toHaveLength(4);
    // A row is taken off by choosing no position.
    await user.selectOptions(first, "Choose a position");
    expect(positionsPayload(values().positions)).toEqual(["Data scientist", "UX/UI designer"]);
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
    const skills = await screen.findByRole("group", { name: "Skills" });
    expect(within(skills).getByText("Select a vacancy first to see its skills")).toBeTruthy();
    const other = within(skills).getByRole("checkbox", { name: "Other" });

    const vacancy = screen.getByRole("combobox", { name: "Vacancy" }) as HTMLSelectElement;
    await waitFor(() => expect(vacancy.options).toHaveLength(3));
    await user.selectOptions(vacancy, "Full Stack Developer");
    expect(values()).toMatchObject({ VacancyGUID: "guid-1", RecruitingEffort: "101", applicationPosition: "Full Stack Developer" });

    const boxes = () =>
      within(skills)
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")?.textContent);
    expect(boxes()).toEqual(["TypeScript", "React", "Other"]);
    expect(within(skills).getByRole("checkbox", { name: "Other" })).toBe(other);
    await user.click(within(skills).getByRole("checkbox", { name: "TypeScript" }));
    expect(values().skills).toEqual(["TypeScript"]);
    await user.click(other);
    const typed = within(skills).getByRole("textbox", { name: "Other skills, separated by commas" }) as HTMLInputElement;
    await user.type(typed, "  GraphQL APIs , Rust{Enter}");
    expect(values().skills).toEqual(["TypeScript", "graphql apis", "rust"]);
    expect(typed.value).toBe("");
    expect(boxes()).toEqual(["TypeScript", "React", "graphql apis", "rust", "Other"]);

    await user.selectOptions(vacancy, "Nurse");
    expect(values()).toMatchObject({ VacancyGUID: "guid-2", RecruitingEffort: "RE-2", skills: [] });
  });

  it("says No vacancies when the list is empty or fails", async () => {
    vi.stubGlobal("fetch", fakeApi({}).fetch);
    renderWithApp(
      <Harness defaults={{ VacancyGUID: "", RecruitingEffort: "", skills: [] }}>
        <VacancySkillsFields />
      </Harness>,
    );
    const vacancy = (await screen.findByRole("combobox", { name: "Vacancy" })) as HTMLSelectElement;
    await waitFor(() => expect(vacancy.options[0]?.textContent).toBe("No vacancies"));
  });
});

describe("resume field", () => {
  it("reads the chosen file into the form, keeps the browser's control, and refuses a wrong type before reading it", async () => {
    const { user } = renderWithApp(
      <Harness defaults={{ candidateResume: null }}>
        <ResumeField label="Resume" required />
      </Harness>,
    );
    await screen.findByText("PDF, DOC or DOCX, up to 5 MB");
    const input = document.querySelector("input[name=candidateResume]") as HTMLInputElement;
    expect(input.type).toBe("file");
    await user.upload(input, new File(["%PDF-1.4 hello"], "cv.pdf", { type: "application/pdf" }));
    await waitFor(() =>
      expect(values().candidateResume).toMatchObject({ contentType: "application/pdf", content: btoa("%PDF-1.4 hello") }),
    );
    expect(input.files?.[0]?.name).toBe("cv.pdf");
    expect(document.querySelector("input[name=candidateResume]")).toBe(input);

    // A change event as the browser sends it (Preact's testing library would send an input event).
    fireEvent.change(input, { target: { files: [new File(["x"], "photo.png", { type: "image/png" })] } });
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("The file must be a PDF, DOC or DOCX");
    expect(values().candidateResume).toBeNull();
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });
});

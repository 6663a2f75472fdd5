// @vitest-environment jsdom
import "~/preact-options";
import { cleanup, render, within } from "@testing-library/preact";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/instance";
import enCommon from "~/locales/en/common.json";
import enRecruitment from "~/locales/en/recruitment.json";
import { FeaturedJobs } from "./featured-jobs";
import { FEATURED_JOBS_SHOWN, featuredVacancies } from "./featured-jobs.server";

afterEach(cleanup);

const vacancy = (n: number, skills: string[] = ["TypeScript", "React"]) => ({
  vacancyName: `Vacancy ${n}`,
  vacancyGUID: `guid-${n}`,
  recruitingEffortId: `RE-${n}`,
  vacancySkills: skills.map((technologyName) => ({ technologyName })),
});

function renderJobs(items: unknown[]) {
  const i18n = createI18n("en", { common: enCommon, recruitment: enRecruitment });
  return render(
    <I18nextProvider i18n={i18n}>
      <FeaturedJobs vacancies={featuredVacancies(items)} />
    </I18nextProvider>,
  );
}

const headings = (view: ReturnType<typeof renderJobs>) => view.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("featured jobs", () => {
  it("are the first open vacancies of the list, each remote, with its skills and a link to apply", () => {
    const view = renderJobs([1, 2, 3, 4, 5, 6].map((n) => vacancy(n)));
    expect(headings(view)).toEqual(["Vacancy 1", "Vacancy 2", "Vacancy 3", "Vacancy 4"]);
    expect(FEATURED_JOBS_SHOWN).toBe(4);
    const card = view.getAllByTestId("featured-job")[0]!;
    expect(within(card).getByText(enRecruitment.main.jobs.modes.remote)).toBeTruthy();
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["TypeScript", "React"]);
    const apply = within(card).getByRole("link");
    expect(apply.getAttribute("href")).toBe("/work-with-us#form");
    expect(apply.textContent).toBe(`${enRecruitment.main.jobs.apply}: Vacancy 1`);
  });

  it("leave out what is not a showable vacancy, and show fewer than four when the list has fewer", () => {
    const view = renderJobs([{ vacancyName: "No id" }, { ...vacancy(1), vacancyName: "  " }, vacancy(2, []), "junk"]);
    expect(headings(view)).toEqual(["Vacancy 2"]);
    expect(view.getAllByTestId("featured-job")).toHaveLength(1);
  });

  it("are the section's four fixed cards when the list has no vacancy", () => {
    const view = renderJobs([]);
    const fixed = enRecruitment.main.jobs.items;
    expect(headings(view)).toEqual([fixed.backend.title, fixed.dataAnalyst.title, fixed.devops.title, fixed.qa.title]);
    expect(view.getByText(fixed.backend.text)).toBeTruthy();
  });
});

import { describe, expect, it } from "vitest";
import type { Vacancy } from "../../../contracts/lists";
import type { SiteSettings } from "../../../contracts/site-settings";
import { createI18n } from "~/i18n/instance";
import type { Language } from "~/i18n/language";
import { resourcesFor } from "~/i18n/resources.server";
import { jobPosting, jobPostings } from "./job-postings.server";

const site = { brandName: "Andina Group", siteUrl: "https://example.com" } as SiteSettings;

const vacancy: Vacancy = {
  vacancyName: " Full Stack Developer (React / Node.js) ",
  vacancyGUID: "guid-1",
  recruitingEffortId: "RE-1",
  vacancySkills: [{ technologyName: "TypeScript" }, { technologyName: "React" }, { technologyName: " React " }, { technologyName: "" }],
  datePosted: "2025-05-14",
};

function contextIn(language: Language) {
  const t = createI18n(language, resourcesFor(language, ["work"])).getFixedT(language, "work");
  return { site, language, url: `https://example.com/work-with-us?lang=${language}`, t };
}

describe("job postings", () => {
  it("describes a vacancy with the fields Google requires, from the vacancy's own data", () => {
    expect(jobPosting(vacancy, contextIn("en"))).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Full Stack Developer (React / Node.js)",
      description: expect.stringMatching(/^<p>Andina Group is hiring: Full Stack Developer \(React \/ Node\.js\)\.<\/p><p>100% remote/),
      datePosted: "2025-05-14",
      hiringOrganization: {
        "@type": "Organization",
        name: "Andina Group",
        url: "https://example.com",
        logo: "https://example.com/favicon.svg",
      },
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "Colombia" },
      directApply: true,
      url: "https://example.com/work-with-us?lang=en",
      identifier: { "@type": "PropertyValue", name: "Andina Group", value: "guid-1" },
      skills: "TypeScript, React",
    });
  });

  it("writes the description in the page's language", () => {
    const spanish = jobPosting(vacancy, contextIn("es"));
    expect(spanish?.description).toContain("<p>Andina Group busca: Full Stack Developer (React / Node.js).</p>");
    expect(spanish?.description).toContain("<p>Habilidades: TypeScript y React.</p>");
    expect(spanish?.description).toContain("<p>Beneficios:</p><ul><li>Incentivos de reconocimiento</li>");
    expect(jobPosting(vacancy, contextIn("en"))?.description).toContain("<p>Skills: TypeScript and React.</p>");
  });

  it("escapes the vacancy's text inside the HTML description", () => {
    const posting = jobPosting(
      { ...vacancy, vacancyName: "R&D <lead>", vacancySkills: [{ technologyName: "<b>C#</b>" }] },
      contextIn("en"),
    );
    expect(posting?.title).toBe("R&D <lead>");
    expect(posting?.description).toContain("R&amp;D &lt;lead&gt;");
    expect(posting?.description).toContain("&lt;b&gt;C#&lt;/b&gt;");
    expect(posting?.description).not.toMatch(/<(?!\/?(p|ul|li)>)/);
  });

  it("invents nothing the vacancy does not hold", () => {
    const posting = jobPosting({ ...vacancy, vacancySkills: [] }, contextIn("en"));
    expect(posting).not.toHaveProperty("baseSalary");
    expect(posting).not.toHaveProperty("employmentType");
    expect(posting).not.toHaveProperty("validThrough");
    expect(posting).not.toHaveProperty("skills");
    expect(posting?.description).not.toContain("Skills:");
  });

  it("leaves out vacancies without a publication date or a name", () => {
    const { datePosted: _date, ...undated } = vacancy;
    expect(jobPostings([vacancy, undated, { ...vacancy, vacancyName: "  " }], contextIn("es"))).toHaveLength(1);
  });
});

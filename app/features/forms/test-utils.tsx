import "~/preact-options";
import { configure, render } from "@testing-library/preact";
import userEvent from "@testing-library/user-event";
import { screen } from "@testing-library/preact";
import type { ReactElement, ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import type { SiteSettings } from "../../../contracts/site-settings";
import { SiteContext } from "~/features/site/use-site";
import { createI18n } from "~/i18n/instance";
import type { Language } from "~/i18n/language";
import { IdScopeContext, newIdScope } from "~/islands/id-scope";
import { FormProvider, useForm, useWatch } from "./shared/form-state";
import enCommon from "~/locales/en/common.json";
import enForms from "~/locales/en/forms.json";
import esCommon from "~/locales/es/common.json";
import esForms from "~/locales/es/forms.json";

// jsdom has no modal dialogs: the browser's own, as far as these tests need it.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
}

// Two cores shared with other test files: give asynchronous UI more than the default second.
configure({ asyncUtilTimeout: 5000 });

export const testSite: SiteSettings = {
  brandName: "Test",
  siteUrl: "http://localhost",
  contactEmail: "hello@example.com",
  phone: "",
  whatsappNumber: "",
  postalAddress: "",
  taxId: "",
  instagramUrl: "https://example.com/ig",
  linkedinUrl: "https://example.com/in",
  xUrl: "https://example.com/x",
  messagingUrl: "https://example.com/msg",
  chatUrl: "https://example.com/chat",
  bookingUrl: "https://example.com/book",
  schedulingUrl: "https://example.com/schedule",
  blogUrl: "https://example.com/blog",
  termsPdfUrl: "/documents/terms.pdf",
  dataPolicyPdfUrl: "/documents/data-policy.pdf",
  promoVideoUrl: null,
};

export const copy = { es: { common: esCommon, forms: esForms }, en: { common: enCommon, forms: enForms } } as const;

/** Renders a form as its island runs in the browser: with its copy, the site settings and its ids' scope, no router. */
export function renderWithApp(ui: ReactElement, { language = "en" as Language } = {}) {
  const user = userEvent.setup();
  return {
    user,
    ...render(
      <I18nextProvider i18n={createI18n(language, copy[language])}>
        <SiteContext.Provider value={testSite}>
          <IdScopeContext.Provider value={newIdScope("test")}>{ui}</IdScopeContext.Provider>
        </SiteContext.Provider>
      </I18nextProvider>,
    ),
  };
}

/** A fetch that answers like the API, recording what it was sent. */
export function fakeApi(
  answers: Record<string, unknown> = {},
  submission: { status?: number; body?: unknown; headers?: HeadersInit; fail?: boolean } = {},
) {
  const posts: { url: string; body: unknown; headers: Headers }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === "POST") {
      posts.push({ url, body: JSON.parse(String(init.body)), headers: new Headers(init.headers) });
      if (submission.fail) throw new TypeError("Failed to fetch");
      return Response.json(submission.body ?? { id: "1", status: "received", success: "true" }, {
        status: submission.status ?? 201,
        headers: submission.headers,
      });
    }
    const key = Object.keys(answers).find((path) => url.startsWith(path));
    return key ? Response.json(answers[key]) : new Response("[]", { status: 404 });
  };
  return { fetch, posts };
}

export const sampleVacancies = [
  {
    vacancyName: "Full Stack Developer",
    vacancyGUID: "guid-1",
    recruitingEffortId: 101,
    vacancySkills: [{ technologyName: "TypeScript" }, { technologyName: "React" }],
  },
  { vacancyName: "Nurse", vacancyGUID: "guid-2", recruitingEffortId: "RE-2", vacancySkills: [{ technologyName: "Triage" }] },
];

/** A form around fields under test, that shows its values (read them with `formValues`), and a button outside the fields. */
export function FieldsHarness({ defaults, children }: { defaults: Record<string, unknown>; children: ReactNode }) {
  const methods = useForm({ values: defaults, validate: (values) => ({ valid: true, data: values }) });
  return (
    <FormProvider form={methods}>
      {children}
      <Values />
      <button type="button">outside</button>
    </FormProvider>
  );
}

function Values() {
  const values = useWatch();
  return <output data-testid="values">{JSON.stringify(values)}</output>;
}

export const formValues = () => JSON.parse(screen.getByTestId("values").textContent ?? "{}");

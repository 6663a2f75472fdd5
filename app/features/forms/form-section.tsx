import { type ComponentType, lazy } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useActionData, useLocation } from "react-router";
import type { FormId } from "../../../contracts/form-ids";
import { LinkButton } from "~/components/button";
import { CircleCheck } from "~/components/island-icons";
import { isLanguage, LANGUAGE_QUERY_PARAM } from "~/i18n/language";
import { Island } from "~/islands/island";
import { loadForm } from "./registry";
import { type FormIslandProps, type FormLists, type FormOutcome, SENT_PARAM } from "./shared/form-definition";

/**
 * The server renders every form whole, from its module in the registry
 * (rendering waits for it, the first time); the browser loads only the
 * island of the form a page shows.
 */
const serverForms = new Map<FormId, { Form: ComponentType<FormIslandProps>; Sent: ComponentType }>();
function serverForm(form: FormId) {
  let found = serverForms.get(form);
  if (!found) {
    const module = loadForm(form);
    found = {
      Form: lazy(() => module),
      Sent: lazy(() => module.then(({ definition }) => ({ default: () => <FormSent continueTo={definition.continueTo} /> }))),
    };
    serverForms.set(form, found);
  }
  return found;
}

/**
 * Where a page shows one of the ten forms: an island, so that the form alone
 * hydrates. Without scripts the form posts to this very page (its route's
 * action), which shows it again with the answer, or the success screen.
 */
export function FormSection({ form, lists }: { form: FormId; lists?: FormLists }) {
  const { pathname, search } = useLocation();
  const outcome = useActionData() as FormOutcome | undefined;
  const query = new URLSearchParams(search);
  const { Form, Sent } = serverForm(form);
  if (query.get(SENT_PARAM) === form) {
    return (
      <div data-form={form}>
        <Sent />
      </div>
    );
  }
  // The page's own address, in the language it shows; the home page's form is its index route's.
  const language = query.get(LANGUAGE_QUERY_PARAM);
  const params = [pathname === "/" ? "index" : "", isLanguage(language) ? `${LANGUAGE_QUERY_PARAM}=${language}` : ""].filter(Boolean);
  const action = params.length > 0 ? `${pathname}?${params.join("&")}` : pathname;
  return (
    <div data-form={form}>
      <Island name={`form:${form}`} component={Form} props={{ action, lists, outcome }} />
    </div>
  );
}

/** The success screen of a form sent without scripts: the spec's title and text, and Continue Exploring. */
function FormSent({ continueTo }: { continueTo: string }) {
  const { t } = useTranslation("common");
  return (
    <section aria-labelledby="form-sent-title" className="rounded-card border border-line bg-white p-8 text-center shadow-card sm:p-10">
      <CircleCheck aria-hidden="true" className="mx-auto size-16 text-success-700" strokeWidth={1.75} />
      {/* Focused as the page loads, so that the answer is what is read first. */}
      {/* biome-ignore lint/a11y/noAutofocus: the page exists to say this; without scripts nothing else can move the focus */}
      <h2 id="form-sent-title" tabIndex={-1} autoFocus className="mt-5 text-2xl font-bold text-brand-900 focus:outline-none">
        {t("dialog.successTitle")}
      </h2>
      <p className="mt-3 text-muted">{t("dialog.successText")}</p>
      <LinkButton to={continueTo} size="lg" className="mt-8">
        {t("dialog.continue")}
      </LinkButton>
    </section>
  );
}

import { useTranslation } from "~/i18n/use-translation";
import type { FormId } from "../../../contracts/form-ids";
import { NextSteps } from "~/components/next-steps";
import { type BannerCopy, PageBanner } from "~/components/page-banner";
import { RequestHighlights } from "~/components/request-highlights";
import type { Namespace } from "~/i18n/namespaces";
import { FormSection } from "./form-section";
import type { FormLists } from "./shared/form-definition";

interface RequestPageProps {
  /** Where the page's copy is: `<namespace>:<page>.{banner,highlights,next,reassurance}`. */
  namespace: Exclude<Namespace, "mail" | "staff">;
  page: string;
  form: FormId;
  lists?: FormLists;
}

type Copy = { title: string; items: readonly string[] } & { title: string; steps: readonly string[] };

/**
 * A page that is there for one form (a request or an application): the
 * banner, with what the visitor can count on beside the heading, then what
 * happens next beside the form.
 */
export function RequestPage({ namespace, page, form, lists }: RequestPageProps) {
  const { t } = useTranslation(namespace);
  // The shape each part reads is the one every request page's copy has (the locale test holds both languages to it).
  const read = <Shape,>(key: string) => t(`${page}.${key}` as never, { returnObjects: true }) as Shape;
  return (
    <>
      <PageBanner
        copy={read<BannerCopy>("banner")}
        action={{ to: "#form" }}
        aside={<RequestHighlights copy={read<Copy>("highlights")} />}
      />
      <section id="form" className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_2fr]">
        <NextSteps copy={read<Copy>("next")} reassurance={t(`${page}.reassurance` as never)} />
        <FormSection form={form} lists={lists} />
      </section>
    </>
  );
}

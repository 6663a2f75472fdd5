import { Compass } from "~/components/icons";
import { useTranslation } from "react-i18next";
import { LinkButton } from "~/components/button";
import { arrivalHref } from "~/features/navigation/scroll";

/** The not-found page, in the visitor's language, with ways back into the site. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <span aria-hidden="true" className="mb-8 inline-flex size-20 items-center justify-center rounded-full bg-accent-100 text-accent-800">
        <Compass className="size-10" />
      </span>
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">{t("notFound.eyebrow")}</p>
      <h1 className="mt-3 max-w-2xl text-headline font-extrabold tracking-tight text-brand-900">{t("notFound.title")}</h1>
      <p className="mt-5 max-w-xl text-lg text-muted">{t("notFound.text")}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <LinkButton to="/" size="lg">
          {t("notFound.home")}
        </LinkButton>
        <LinkButton to={arrivalHref("to-service")} size="lg" variant="secondary">
          {t("notFound.services")}
        </LinkButton>
      </div>
    </section>
  );
}

export function notFoundMeta(matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>) {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as
    | { resources?: { common?: { notFound?: { metaTitle?: string } } }; site?: { brandName: string } }
    | undefined;
  const title = data?.resources?.common?.notFound?.metaTitle ?? "404";
  return [{ title: `${title} | ${data?.site?.brandName ?? ""}` }, { name: "robots", content: "noindex" }];
}

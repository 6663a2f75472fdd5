import { Compass, CircleAlert } from "~/components/icons";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { isRouteErrorResponse } from "react-router";
import { LinkButton } from "~/components/button";
import { arrivalHref } from "~/features/navigation/scroll";

function ErrorPanel({
  icon,
  eyebrow,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  eyebrow: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <span aria-hidden="true" className="mb-8 inline-flex size-20 items-center justify-center rounded-full bg-accent-100 text-accent-800">
        {icon}
      </span>
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">{eyebrow}</p>
      <h1 className="mt-3 max-w-2xl text-headline font-extrabold tracking-tight text-brand-900">{title}</h1>
      <p className="mt-5 max-w-xl text-lg text-muted">{text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}

/** The not-found page, in the visitor's language, with ways back into the site. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <ErrorPanel
      icon={<Compass className="size-10" />}
      eyebrow={t("notFound.eyebrow")}
      title={t("notFound.title")}
      text={t("notFound.text")}
    >
      <LinkButton to="/" size="lg">
        {t("notFound.home")}
      </LinkButton>
      <LinkButton to={arrivalHref("to-service")} size="lg" variant="secondary">
        {t("notFound.services")}
      </LinkButton>
    </ErrorPanel>
  );
}

/** The status an error is answered with: a route's own (405 for a post to a page without a form), else 500. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * Any other error, in the visitor's language. What failed stays in the
 * server's log: its message means nothing to a visitor and may say too much.
 */
export function ServerError({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <ErrorPanel
      icon={<CircleAlert className="size-10" />}
      eyebrow={t("errorPage.eyebrow", { status })}
      title={t("errorPage.title")}
      text={t("errorPage.text")}
    >
      <LinkButton to="/" size="lg">
        {t("errorPage.home")}
      </LinkButton>
    </ErrorPanel>
  );
}

type RouteMatches = ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;

/** The title of an error page (`notFound` or `errorPage`), from the copy the root route loaded; not indexed. */
export function errorMeta(matches: RouteMatches, page: "notFound" | "errorPage" = "notFound") {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as
    | { resources?: { common?: Record<string, { metaTitle?: string } | undefined> }; site?: { brandName: string } }
    | undefined;
  const title = data?.resources?.common?.[page]?.metaTitle ?? "404";
  return [{ title: `${title} | ${data?.site?.brandName ?? ""}` }, { name: "robots", content: "noindex" }];
}

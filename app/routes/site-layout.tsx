import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Outlet, redirect, useRouteError } from "react-router";
import { NotFound, notFoundMeta } from "~/features/errors/not-found";
import type { Route } from "./+types/site-layout";
import { Footer } from "~/features/layout/footer";
import { arrivalLocation } from "~/features/navigation/scroll";
import { Header } from "~/features/navigation/header";

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand-900 shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("skipToContent")}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}

/** An arrival parameter (`?arrival=to-contact`) is answered with the page at the section's fragment: the browser lands there itself. */
export function loader({ request }: Route.LoaderArgs) {
  const location = arrivalLocation(new URL(request.url));
  if (location) throw redirect(location);
  return null;
}

export default function SiteLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export const meta: Route.MetaFunction = ({ error, matches }) =>
  isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta(matches) : [];

/** Errors inside a page keep the header and footer: a 404 is the not-found page, anything else the router's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame>
        <NotFound />
      </Frame>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Frame>
      <section className="container-page py-24">
        <h1 className="text-3xl font-bold text-brand-900">Unexpected Application Error!</h1>
        <pre className="mt-6 whitespace-pre-wrap rounded-lg bg-surface p-4 text-sm text-ink">{detail}</pre>
      </section>
    </Frame>
  );
}

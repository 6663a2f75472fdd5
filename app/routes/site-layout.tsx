import { useTranslation } from "~/i18n/use-translation";
import { Outlet, redirect, useRouteError } from "react-router";
import { errorMeta, errorStatus, NotFound, ServerError } from "~/features/errors/error-pages";
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
  error === undefined ? [] : errorMeta(matches, errorStatus(error) === 404 ? "notFound" : "errorPage");

/** Errors inside a page keep the header and footer: a 404 is the not-found page, anything else the error page, both in the page's language. */
export function ErrorBoundary() {
  const status = errorStatus(useRouteError());
  return <Frame>{status === 404 ? <NotFound /> : <ServerError status={status} />}</Frame>;
}

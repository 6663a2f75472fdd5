import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import { Links, Meta, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesUrl from "./styles/app.css?url";
import fontUrl from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import favicon from "../public/favicon.svg?raw";
import { SiteContext } from "./features/site/use-site";
import { LAYOUT_NEAR_VIEW_SCRIPT } from "./features/navigation/scroll";
import { SPECULATION_RULES } from "./features/navigation/speculation-rules";
import { createI18n } from "./i18n/instance";
import { pageScriptLoader } from "./page-script";
import { FALLBACK_LANGUAGE, type Language, languageOfRequest } from "./i18n/language";
import { namespacesFor } from "./i18n/namespaces";
import { overridesFor, type Resources, resourcesFor } from "./i18n/resources.server";
import { organization, StructuredData } from "./features/seo/structured-data";
import { errorStatus, ServerError } from "./features/errors/error-pages";
import { errorPage as fallbackErrorCopy } from "./locales/es/common.json";

export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const { pathname } = new URL(request.url);
  const namespaces = namespacesFor(pathname);
  return {
    language,
    // The shipped copy with the texts staff changed (server/words/copy.ts); `copy` is what the islands lay over their chunks.
    resources: resourcesFor(language, namespaces, context.copy),
    copy: overridesFor(language, namespaces, context.copy),
    site: context.site,
    script: context.pageScript,
    islandCode: context.islandCode,
  };
}

// In the page (about 200 bytes compressed): no request of its own beside the page's first ones on a phone's connection.
const FAVICON_URL = `data:image/svg+xml,${encodeURIComponent(favicon)}`;

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: FAVICON_URL, type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={data?.language ?? FALLBACK_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1b33" />
        {/* Before the stylesheet, which would hold it: lower sections laid out as they near the viewport (decision 0018). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, hashed into the CSP */}
        <script dangerouslySetInnerHTML={{ __html: LAYOUT_NEAR_VIEW_SCRIPT }} />
        {/* The one render-blocking request. */}
        <link rel="stylesheet" href={stylesUrl} />
        <Meta />
        <Links />
        {data && <StructuredData data={organization(data.site)} />}
      </head>
      <body>
        {children}
        {/* The page works without it: once the page has loaded, it wakes the page's islands (app/entry.client.tsx). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own module address, JSON-quoted */}
        {data?.script && <script dangerouslySetInnerHTML={{ __html: pageScriptLoader(data.script) }} />}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant JSON, hashed into the CSP */}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { language, resources } = loaderData;
  return (
    <Copy language={language} resources={resources}>
      <SiteContext.Provider value={loaderData.site}>
        <Outlet />
      </SiteContext.Provider>
    </Copy>
  );
}

function Copy({ language, resources, children }: { language: Language; resources: Resources; children: React.ReactNode }) {
  // The server renders each page once: one instance per page, with its language and copy.
  const instance = useMemo(() => createI18n(language, resources), [language, resources]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}

/**
 * An error outside any page's frame (the site layout's own boundary answers
 * those inside it), in the request's language as the root's loader found it;
 * had that loader failed, in the fallback language.
 */
export function ErrorBoundary() {
  const status = errorStatus(useRouteError());
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <Copy language={data?.language ?? FALLBACK_LANGUAGE} resources={data?.resources ?? { common: { errorPage: fallbackErrorCopy } }}>
      <main id="main">
        <ServerError status={status} />
      </main>
    </Copy>
  );
}

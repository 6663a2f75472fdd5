import type { MetaDescriptor } from "react-router";
import type { SiteSettings } from "../../../contracts/site-settings";
import { LANGUAGES, type Language } from "~/i18n/language";
import type { Namespace } from "~/i18n/namespaces";
import type { Resources } from "~/i18n/resources.server";

interface RootData {
  language: Language;
  resources: Resources;
  site: SiteSettings;
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
}

/** The sharing image of every page, made by `npm run social-card`. */
export const SOCIAL_CARD = { path: "/social-card.png", width: 1200, height: 630 } as const;

export interface PageCopy {
  title: string;
  description: string;
}

function lookup(bundle: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), bundle);
}

export function rootData(matches: MetaArgsLike["matches"]): RootData | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData ?? root?.data) as RootData | undefined;
}

/** Title, description, canonical URL, language alternates and social cards of one page. */
export function buildMeta(root: RootData | undefined, pathname: string, copy: PageCopy | undefined): MetaDescriptor[] {
  if (!root || !copy) return [{ title: root?.site.brandName ?? "" }];
  const { site, language } = root;
  const title = `${copy.title} | ${site.brandName}`;
  const url = (lang: Language) => `${site.siteUrl}${pathname}?lang=${lang}`;
  const image = `${site.siteUrl}${SOCIAL_CARD.path}`;
  return [
    { title },
    { name: "description", content: copy.description },
    { tagName: "link", rel: "canonical", href: url(language) },
    ...LANGUAGES.map((lang) => ({ tagName: "link", rel: "alternate", hrefLang: lang, href: url(lang) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site.siteUrl}${pathname}` },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brandName },
    { property: "og:title", content: title },
    { property: "og:description", content: copy.description },
    { property: "og:url", content: url(language) },
    { property: "og:locale", content: language === "es" ? "es_CO" : "en_US" },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SOCIAL_CARD.width) },
    { property: "og:image:height", content: String(SOCIAL_CARD.height) },
    { property: "og:image:alt", content: site.brandName },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: copy.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: site.brandName },
  ];
}

/** The meta export of a page whose copy lives at `<namespace>:<page>.meta`. */
export function pageMeta(namespace: Namespace, page: string) {
  return ({ location, matches }: MetaArgsLike): MetaDescriptor[] => {
    const root = rootData(matches);
    const copy = lookup(root?.resources[namespace], `${page}.meta`) as PageCopy | undefined;
    return buildMeta(root, location.pathname, copy);
  };
}

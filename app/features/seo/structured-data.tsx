import type { SiteSettings } from "../../../contracts/site-settings";
import { useNonce } from "~/nonce";

/** JSON for a `<script>`: `<` escaped so no text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function StructuredData({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, not HTML
      dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
    />
  );
}

export function organization(site: SiteSettings) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brandName,
    url: site.siteUrl,
    logo: `${site.siteUrl}/favicon.svg`,
    email: site.contactEmail,
    sameAs: [site.instagramUrl, site.linkedinUrl, site.xUrl],
    areaServed: ["CO", "US"],
  };
}

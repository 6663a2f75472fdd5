import type { SiteSettings } from "../../../contracts/site-settings";

/** JSON for a `<script>`: `<` escaped so no text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function StructuredData({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, not HTML
      dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
    />
  );
}

/** The company as other entities name it (a job posting's `hiringOrganization`). */
export function brandOrganization(site: SiteSettings) {
  return {
    "@type": "Organization",
    name: site.brandName,
    url: site.siteUrl,
    logo: `${site.siteUrl}/favicon.svg`,
  };
}

export function organization(site: SiteSettings) {
  return {
    "@context": "https://schema.org",
    ...brandOrganization(site),
    email: site.contactEmail,
    // The facts staff set (server/words/facts.ts): each only once it is known.
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.postalAddress ? { address: { "@type": "PostalAddress", streetAddress: site.postalAddress, addressCountry: "CO" } } : {}),
    ...(site.taxId ? { taxID: site.taxId } : {}),
    sameAs: [site.instagramUrl, site.linkedinUrl, site.xUrl],
    areaServed: ["CO", "US"],
  };
}

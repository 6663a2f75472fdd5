import type { ParseKeys } from "i18next";

/** The site's menus, as data: the header and the mobile menu render the same lists. */
export const TECH_SERVICES = ["ia", "rpa", "cloud", "bi", "web-app-dev"] as const;
export type TechService = (typeof TECH_SERVICES)[number];

export const PRODUCTS = ["ecommerce", "crm", "erp"] as const;
export type Product = (typeof PRODUCTS)[number];

export interface MenuLink {
  labelKey: ParseKeys<"common">;
  to: string;
}

export const techSolutionLinks: MenuLink[] = TECH_SERVICES.map((service) => ({
  labelKey: `nav.techServices.${service}`,
  to: `/techservices/${service}`,
}));

export const serviceLinks: MenuLink[] = [
  { labelKey: "nav.consultingSolutions", to: "/contractors" },
  { labelKey: "nav.vma", to: "/vma" },
  { labelKey: "nav.recruitment", to: "/recruitment" },
  { labelKey: "nav.financials", to: "/financials" },
  { labelKey: "nav.investment", to: "/investment" },
];

export const productLinks: MenuLink[] = PRODUCTS.map((product) => ({
  labelKey: `nav.products.${product}`,
  to: `/moreservices/${product}`,
}));

export const aboutLinks: MenuLink[] = [
  { labelKey: "nav.aboutUs", to: "/about-us" },
  { labelKey: "nav.events", to: "/events" },
];

export function isTechServicePath(pathname: string): boolean {
  return pathname === "/techservices" || pathname.startsWith("/techservices/");
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

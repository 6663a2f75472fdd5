import type about from "~/locales/es/about.json";
import type blog from "~/locales/es/blog.json";
import type common from "~/locales/es/common.json";
import type contractors from "~/locales/es/contractors.json";
import type events from "~/locales/es/events.json";
import type financials from "~/locales/es/financials.json";
import type forms from "~/locales/es/forms.json";
import type home from "~/locales/es/home.json";
import type investment from "~/locales/es/investment.json";
import type products from "~/locales/es/products.json";
import type recruitment from "~/locales/es/recruitment.json";
import type techservices from "~/locales/es/techservices.json";
import type vma from "~/locales/es/vma.json";
import type work from "~/locales/es/work.json";

/** Spanish is the source language: its keys type every `t()` call. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      home: typeof home;
      techservices: typeof techservices;
      contractors: typeof contractors;
      vma: typeof vma;
      recruitment: typeof recruitment;
      work: typeof work;
      financials: typeof financials;
      investment: typeof investment;
      about: typeof about;
      events: typeof events;
      blog: typeof blog;
      products: typeof products;
      forms: typeof forms;
    };
  }
}

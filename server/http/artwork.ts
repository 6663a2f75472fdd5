import { Hono } from "hono";
import type { ComponentType } from "react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ARTWORK, type ArtName, artworkPath } from "../../app/components/artwork.tsx";
import { HeroArt } from "../../app/components/hero-art.tsx";
import { CommunityArt, TeamArt } from "../../app/features/about/about-art.tsx";
import { CareersArt } from "../../app/features/careers/careers-art.tsx";
import { ConsultingArt } from "../../app/features/contractors/consulting-art.tsx";
import { FinanceArt } from "../../app/features/financials/finance-art.tsx";
import { ContactArt } from "../../app/features/home/contact-art.tsx";
import { HomeHeroArt } from "../../app/features/home/home-hero-art.tsx";
import { PlatformPoster } from "../../app/features/home/platform-poster.tsx";
import { ColombiaArt } from "../../app/features/investment/colombia-art.tsx";
import { CrmArt, EcommerceArt, ErpArt } from "../../app/features/products/product-art.tsx";
import { TalentArt } from "../../app/features/recruitment/talent-art.tsx";
import {
  AssistantArt,
  AutomationArt,
  CloudArt,
  DashboardArt,
  DataPipelineArt,
  MachineLearningArt,
  MobileAppArt,
  MonitoringArt,
  OperationsArt,
  VisionArt,
  WebPlatformArt,
} from "../../app/features/tech-services/tech-art.tsx";
import { TechOrbitArt } from "../../app/features/tech-services/tech-orbit-art.tsx";
import { VmaArt } from "../../app/features/vma/vma-art.tsx";
import { serveBuiltFile } from "./built-files.ts";

const DRAWINGS: Record<ArtName, ComponentType> = {
  hero: HeroArt,
  "home-hero": HomeHeroArt,
  contact: ContactArt,
  team: TeamArt,
  community: CommunityArt,
  careers: CareersArt,
  consulting: ConsultingArt,
  finance: FinanceArt,
  colombia: ColombiaArt,
  talent: TalentArt,
  vma: VmaArt,
  "tech-orbit": TechOrbitArt,
  "platform-poster": PlatformPoster,
  "machine-learning": MachineLearningArt,
  assistant: AssistantArt,
  vision: VisionArt,
  automation: AutomationArt,
  monitoring: MonitoringArt,
  cloud: CloudArt,
  operations: OperationsArt,
  "data-pipeline": DataPipelineArt,
  dashboard: DashboardArt,
  "web-platform": WebPlatformArt,
  "mobile-app": MobileAppArt,
  ecommerce: EcommerceArt,
  crm: CrmArt,
  erp: ErpArt,
};

/**
 * One illustration as a standalone SVG document: the drawing's markup with
 * its namespace and intrinsic size, and without the page's class names and
 * accessibility attributes (an image has neither stylesheet nor role of its own).
 */
export function drawArtwork(name: ArtName): string {
  const { width, height } = ARTWORK[name];
  const markup = renderToStaticMarkup(createElement(DRAWINGS[name]))
    .replace(/ (?:class|aria-hidden|focusable|role)="[^"]*"/g, "")
    .replace(/^<svg /, `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" `);
  return markup;
}

/** `GET /art/<name>.svg`: each illustration, drawn once. */
export function artworkRoutes(): Hono {
  const routes = new Hono();
  for (const name of Object.keys(ARTWORK) as ArtName[]) {
    serveBuiltFile(routes, artworkPath(name), drawArtwork(name), "image/svg+xml; charset=utf-8");
  }
  return routes;
}

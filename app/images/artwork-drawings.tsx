import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ARTWORK, type ArtName } from "~/components/artwork";
import { HeroArt } from "~/components/hero-art";
import { CommunityArt, TeamArt } from "~/features/about/about-art";
import { CareersArt } from "~/features/careers/careers-art";
import { ConsultingArt } from "~/features/contractors/consulting-art";
import { FinanceArt } from "~/features/financials/finance-art";
import { ContactArt } from "~/features/home/contact-art";
import { HomeHeroArt } from "~/features/home/home-hero-art";
import { ColombiaArt } from "~/features/investment/colombia-art";
import { CrmArt, EcommerceArt, ErpArt } from "~/features/products/product-art";
import { TalentArt } from "~/features/recruitment/talent-art";
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
} from "~/features/tech-services/tech-art";
import { TechOrbitArt } from "~/features/tech-services/tech-orbit-art";
import { VmaArt } from "~/features/vma/vma-art";

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
 * Drawn when the site is built.
 */
export function drawArtwork(name: ArtName): string {
  const { width, height } = ARTWORK[name];
  const Drawing = DRAWINGS[name];
  return renderToStaticMarkup(<Drawing />)
    .replace(/ (?:class|aria-hidden|focusable|role)="[^"]*"/g, "")
    .replace(/^<svg /, `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" `);
}

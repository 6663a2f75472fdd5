import {
  Calculator,
  ChartLine,
  ChartNoAxesCombined,
  Clock,
  Contact,
  Eye,
  Funnel,
  HeartHandshake,
  type LucideIcon,
  Package,
  PlugZap,
  RefreshCcw,
  ScrollText,
  ShieldCheck,
  ShoppingCart,
  Store,
  Tags,
  Target,
  Timer,
  TrendingUp,
  Workflow,
} from "lucide-react";
import type { Product } from "~/features/navigation/menu";
import type { Art } from "~/features/tech-services/tech-art";
import { CrmArt, EcommerceArt, ErpArt } from "./product-art";

/**
 * What each product page shows besides its copy. The copy lives in
 * `products:<product>.{features,steps,benefits}.items`, in the same order as
 * these icons: the page pairs them by position.
 */
export interface ProductProfile {
  art: Art;
  featureIcons: readonly [LucideIcon, LucideIcon, LucideIcon, LucideIcon];
  benefitIcons: readonly [LucideIcon, LucideIcon, LucideIcon];
}

export const PRODUCT_PROFILES: Record<Product, ProductProfile> = {
  ecommerce: {
    art: EcommerceArt,
    featureIcons: [Store, Tags, RefreshCcw, PlugZap],
    benefitIcons: [Clock, ShieldCheck, Target],
  },
  crm: {
    art: CrmArt,
    featureIcons: [Contact, Funnel, Workflow, ChartLine],
    benefitIcons: [TrendingUp, HeartHandshake, ChartNoAxesCombined],
  },
  erp: {
    art: ErpArt,
    featureIcons: [Calculator, Package, ShoppingCart, ScrollText],
    benefitIcons: [Eye, ShieldCheck, Timer],
  },
};

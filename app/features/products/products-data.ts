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
} from "~/components/icons";
import type { Product } from "~/features/navigation/menu";
import type { ArtName } from "~/components/artwork";

/**
 * What each product page shows besides its copy. The copy lives in
 * `products:<product>.{features,steps,benefits}.items`, in the same order as
 * these icons: the page pairs them by position.
 */
export interface ProductProfile {
  art: ArtName;
  featureIcons: readonly [LucideIcon, LucideIcon, LucideIcon, LucideIcon];
  benefitIcons: readonly [LucideIcon, LucideIcon, LucideIcon];
}

export const PRODUCT_PROFILES: Record<Product, ProductProfile> = {
  ecommerce: {
    art: "ecommerce",
    featureIcons: [Store, Tags, RefreshCcw, PlugZap],
    benefitIcons: [Clock, ShieldCheck, Target],
  },
  crm: {
    art: "crm",
    featureIcons: [Contact, Funnel, Workflow, ChartLine],
    benefitIcons: [TrendingUp, HeartHandshake, ChartNoAxesCombined],
  },
  erp: {
    art: "erp",
    featureIcons: [Calculator, Package, ShoppingCart, ScrollText],
    benefitIcons: [Eye, ShieldCheck, Timer],
  },
};

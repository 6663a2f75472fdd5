import type { ReactNode } from "react";
import { Banner } from "./banner";
import { type Action, ActionButton } from "./button";
import { Artwork, BANNER_ART } from "./artwork";

/** A page's `<page>.banner` copy, read with `t("<page>.banner", { returnObjects: true })`. */
export interface BannerCopy {
  eyebrow: string;
  title: string;
  lead: string;
  cta?: string;
}

interface PageBannerProps {
  copy: BannerCopy;
  action?: Action;
  secondary?: ReactNode;
  aside?: ReactNode;
}

/** The banner of a page whose copy follows the `<page>.banner.{eyebrow,title,lead,cta}` shape. */
export function PageBanner({ copy, action, secondary, aside }: PageBannerProps) {
  const { cta } = copy;
  return (
    <Banner
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={copy.lead}
      aside={aside ?? <Artwork name="hero" banner className={BANNER_ART} />}
      actions={
        (action || secondary) && (
          <>
            {action && <ActionButton action={action}>{cta}</ActionButton>}
            {secondary}
          </>
        )
      }
    />
  );
}

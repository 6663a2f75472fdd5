import { ArrowRight } from "~/components/icons";
import type { ReactNode } from "react";
import { Banner } from "./banner";
import { ExternalLinkButton, LinkButton } from "./button";
import { Artwork, BANNER_ART } from "./artwork";

export type BannerAction = { to: string } | { href: string };

/** A page's `<page>.banner` copy, read with `t("<page>.banner", { returnObjects: true })`. */
export interface BannerCopy {
  eyebrow: string;
  title: string;
  lead: string;
  cta?: string;
}

interface PageBannerProps {
  copy: BannerCopy;
  action?: BannerAction;
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
            {action &&
              ("to" in action ? (
                <LinkButton to={action.to} size="lg" variant="light">
                  {cta}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </LinkButton>
              ) : (
                <ExternalLinkButton href={action.href} size="lg" variant="light">
                  {cta}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </ExternalLinkButton>
              ))}
            {secondary}
          </>
        )
      }
    />
  );
}

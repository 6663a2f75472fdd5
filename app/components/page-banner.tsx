import { ArrowRight } from "~/components/icons";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Namespace } from "~/i18n/namespaces";
import { Banner } from "./banner";
import { ExternalLinkButton, LinkButton } from "./button";
import { Artwork, BANNER_ART } from "./artwork";

export type BannerAction = { to: string } | { href: string };

interface PageBannerProps {
  namespace: Namespace;
  /** Path of the page's copy inside the namespace, e.g. `specialist` or `services.ia`. */
  page: string;
  action?: BannerAction;
  secondary?: ReactNode;
  aside?: ReactNode;
}

/** The banner of a page whose copy follows the `<page>.banner.{eyebrow,title,lead,cta}` shape. */
export function PageBanner({ namespace, page, action, secondary, aside }: PageBannerProps) {
  const { t } = useTranslation(namespace);
  const text = (leaf: string) => t(`${page}.banner.${leaf}` as never) as unknown as string;
  const cta = text("cta");
  return (
    <Banner
      eyebrow={text("eyebrow")}
      title={text("title")}
      lead={text("lead")}
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

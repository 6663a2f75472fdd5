import { ArrowRight, CalendarCheck } from "~/components/icons";
import { IconTile } from "~/components/icon-tile";
import { CardCta } from "~/components/link-card";
import { useTranslation } from "~/i18n/use-translation";
import { ExternalLinkButton, LinkButton } from "~/components/button";
import { Card, Grid } from "~/components/card";
import { CtaBand } from "~/components/cta-band";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { Steps } from "~/components/steps";
import { useSite } from "~/features/site/use-site";
import { PRODUCTS, type Product } from "~/features/navigation/menu";
import { arrivalHref } from "~/features/navigation/scroll";
import { PRODUCT_PROFILES } from "./products-data";
import { Artwork } from "~/components/artwork";

/** The one template of the ERP, CRM and B2B e-commerce pages: key features, process steps, benefits, booking. */
export function ProductPage({ product }: { product: Product }) {
  const { t } = useTranslation("products");
  const site = useSite();
  const profile = PRODUCT_PROFILES[product];
  const features = t(`${product}.features`, { returnObjects: true });
  const steps = t(`${product}.steps`, { returnObjects: true });
  const benefits = t(`${product}.benefits`, { returnObjects: true });
  const book = (
    <ExternalLinkButton href={site.bookingUrl} variant="light" size="lg">
      <CalendarCheck aria-hidden="true" className="size-5" />
      {t("shared.book")}
    </ExternalLinkButton>
  );
  return (
    <>
      <PageBanner
        copy={t(`${product}.banner`, { returnObjects: true })}
        action={{ href: site.bookingUrl }}
        aside={<Artwork name={profile.art} banner className="h-auto w-full rounded-[28px] shadow-raised lg:w-[24rem] xl:w-[30rem]" />}
      />

      <Section id="features" copy={features}>
        <Grid columns={4}>
          {features.items.map((feature, index) => {
            const Icon = profile.featureIcons[index] ?? ArrowRight;
            return (
              <div key={feature.title} data-testid="product-feature">
                <Card icon={<Icon className="size-6" />} title={feature.title}>
                  <p>{feature.text}</p>
                </Card>
              </div>
            );
          })}
        </Grid>
      </Section>

      <Section id="process" tone="surface" copy={steps}>
        <Steps steps={steps.items} />
      </Section>

      <Section id="benefits" copy={benefits}>
        <ul className="grid gap-6 md:grid-cols-3">
          {benefits.items.map((benefit, index) => {
            const Icon = profile.benefitIcons[index] ?? ArrowRight;
            return (
              <li key={benefit.title} data-testid="product-benefit" className="rounded-card bg-brand-50 p-7 sm:p-8">
                <IconTile tone="navy">
                  <Icon className="size-6" />
                </IconTile>
                <h3 className="mt-5 text-xl font-bold text-brand-900">{benefit.title}</h3>
                <p className="mt-3 text-muted">{benefit.text}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <CtaBand
        id="book"
        title={t(`${product}.cta.title`)}
        text={t(`${product}.cta.text`)}
        actions={
          <>
            {book}
            <LinkButton to={arrivalHref("to-contact")} size="lg">
              {t("shared.contact")}
            </LinkButton>
          </>
        }
      />

      <Section id="other-products" tone="surface" title={t("shared.others")}>
        <ul className="grid gap-6 md:grid-cols-2">
          {PRODUCTS.filter((other) => other !== product).map((other) => {
            return (
              <li key={other} className="group relative flex items-center gap-6 rounded-card border border-line bg-white p-5 shadow-card">
                <div className="w-32 shrink-0 sm:w-40">
                  <Artwork name={PRODUCT_PROFILES[other].art} className="h-auto w-full rounded-2xl" />
                </div>
                <div>
                  <h3 className="text-lg font-bold text-brand-900">
                    <a href={`/moreservices/${other}`} className="after:absolute after:inset-0 after:rounded-card">
                      {t(`${other}.banner.eyebrow`)}
                    </a>
                  </h3>
                  <p className="mt-1 text-muted">{t(`${other}.banner.title`)}</p>
                  <CardCta decorative className="mt-3">
                    {t("shared.view")}
                  </CardCta>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}

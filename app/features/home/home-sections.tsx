import type { ReactNode } from "react";
import type { ImageValue } from "../../../contracts/media";
import { ResponsiveImage } from "~/components/responsive-image";
import { FormSection } from "~/features/forms/form-section";
import { ArrowRight, CalendarCheck, CircleCheck, Mail } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import { ExternalLinkButton, LinkButton } from "~/components/button";
import { GlowPanel } from "~/components/cta-band";
import { IconTile } from "~/components/icon-tile";
import { CardCta } from "~/components/link-card";
import { Section, SectionHeading } from "~/components/section";
import { Stats } from "~/components/stats";
import { ClientStories } from "~/features/about/client-stories";
import type { PersonView } from "~/features/about/people";
import { useSite } from "~/features/site/use-site";
import { PRODUCTS } from "~/features/navigation/menu";
import { CONTACT_SECTION_CLASS, SERVICES_SECTION_CLASS } from "~/features/navigation/scroll";
import { PRODUCT_PROFILES } from "~/features/products/products-data";
import { TechServiceShowcase } from "~/features/tech-services/tech-service-showcase";
import { PARTNERS } from "./partners-data";
import { isLanguage } from "~/i18n/language";
import { PromoVideo } from "./promo-video";
import { BUSINESS_SERVICES, HOME_STATS, MORE_SERVICES, PLATFORM_BENEFITS, ROOF_ITEMS } from "./service-lists-data";
import { Artwork } from "~/components/artwork";

/** The sections of the home page, top to bottom. */

export function HomeStats() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="results-title" className="relative z-10 -mt-10 sm:-mt-14">
      <div className="container-page">
        <h2 id="results-title" className="sr-only">
          {t("stats.title")}
        </h2>
        <Stats stats={HOME_STATS.map((id) => ({ value: t(`stats.items.${id}.value`), label: t(`stats.items.${id}.label`) }))} />
      </div>
    </section>
  );
}

export function HomeTechServices() {
  const { t } = useTranslation("home");
  const copy = t("sections.services", { returnObjects: true });
  return (
    <Section id="services" className={SERVICES_SECTION_CLASS} copy={copy}>
      <TechServiceShowcase pointsOf={(service) => copy.points[service]} />
      <div className="mt-14 flex justify-center sm:mt-20">
        <LinkButton to="/techservices" size="lg">
          {copy.all}
          <ArrowRight aria-hidden="true" className="size-5" />
        </LinkButton>
      </div>
    </Section>
  );
}

const linkCardClass =
  "group relative flex h-full flex-col rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-raised";
const stretchedLink = "after:absolute after:inset-0 after:rounded-card";

/** A card's words, its title the link that covers the whole card. */
function CardText({
  to,
  title,
  text,
  more,
  className,
}: {
  to: string;
  title: ReactNode;
  text: ReactNode;
  more: ReactNode;
  className: string;
}) {
  return (
    <div className={`flex flex-1 flex-col ${className}`}>
      <h3 className="text-xl font-bold text-brand-900">
        <a href={to} className={stretchedLink}>
          {title}
        </a>
      </h3>
      <p className="mt-3 flex-1 text-muted">{text}</p>
      <CardCta decorative className="mt-6">
        {more}
      </CardCta>
    </div>
  );
}

export function HomeBusinessServices() {
  const { t } = useTranslation("home");
  const copy = t("businessServices", { returnObjects: true });
  return (
    <Section id="solutions" tone="surface" copy={copy}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {BUSINESS_SERVICES.map((service, index) => {
          const Icon = service.icon;
          const wide = index < 2;
          return (
            <li key={service.id} data-testid="business-service" className={wide ? "lg:col-span-3" : "lg:col-span-2"}>
              <article className={`${linkCardClass} p-7 sm:p-8 ${wide ? "lg:flex-row lg:gap-6" : ""}`}>
                <span
                  aria-hidden="true"
                  className={`inline-flex size-14 shrink-0 items-center justify-center rounded-2xl ${
                    index % 2 === 0 ? "bg-brand-900 text-accent-300" : "bg-accent-100 text-accent-800"
                  }`}
                >
                  <Icon className="size-7" />
                </span>
                <CardText
                  to={service.to}
                  title={copy.items[service.id].title}
                  text={copy.items[service.id].text}
                  more={copy.more}
                  className={wide ? "mt-5 lg:mt-0" : "mt-5"}
                />
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function HomePlatformPromo() {
  const { t, i18n } = useTranslation("home");
  const site = useSite();
  const language = isLanguage(i18n.language) ? i18n.language : "es";
  return (
    <section
      id="platform"
      aria-labelledby="platform-title"
      className="render-near-view relative isolate overflow-hidden bg-brand-900 py-16 text-white sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_28rem_at_100%_0%,rgb(45_212_191/0.22),transparent),radial-gradient(40rem_30rem_at_0%_100%,rgb(47_102_179/0.35),transparent)]"
      />
      <div className="container-page">
        <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.25fr] lg:gap-16">
          <div>
            <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent-300">{t("promo.eyebrow")}</p>
            <h2 id="platform-title" className="text-headline font-bold tracking-tight">
              {t("promo.title")}
            </h2>
            <p className="mt-5 text-lg text-brand-100">{t("promo.lead")}</p>
            <LinkButton to="/contact" variant="light" size="lg" className="mt-8">
              {t("promo.cta")}
              <ArrowRight aria-hidden="true" className="size-5" />
            </LinkButton>
          </div>
          <PromoVideo
            url={site.promoVideoUrl}
            language={language}
            copy={{ title: t("promo.videoTitle"), play: t("promo.play"), transcript: t("promo.transcript"), download: t("promo.download") }}
          />
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3 sm:mt-20">
          {PLATFORM_BENEFITS.map((benefit) => {
            const Icon = benefit.icon;
            return (
              <li key={benefit.id} data-testid="platform-benefit" className="rounded-card border border-white/10 bg-white/5 p-7">
                <IconTile tone="glass">
                  <Icon className="size-6" />
                </IconTile>
                <h3 className="mt-5 text-xl font-bold">{t(`promo.benefits.${benefit.id}.title`)}</h3>
                <p className="mt-3 text-brand-100">{t(`promo.benefits.${benefit.id}.text`)}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function HomeMoreServices() {
  const { t } = useTranslation("home");
  const copy = t("moreServices", { returnObjects: true });
  return (
    <Section id="more-services" copy={copy}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {MORE_SERVICES.map((service) => {
          const Icon = service.icon;
          return (
            <li key={service.id} data-testid="more-service">
              <article className={`${linkCardClass} flex-row gap-5 p-6`}>
                <IconTile>
                  <Icon className="size-6" />
                </IconTile>
                <div className="flex-1">
                  <h3 className="flex items-center justify-between gap-3 font-bold text-brand-900">
                    <a href={service.to} className={stretchedLink}>
                      {copy.items[service.id].title}
                    </a>
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 shrink-0 text-accent-700 transition-transform group-hover:translate-x-1"
                    />
                  </h3>
                  <p className="mt-1.5 text-sm text-muted">{copy.items[service.id].text}</p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function HomeProducts() {
  const { t } = useTranslation("home");
  const copy = t("products", { returnObjects: true });
  return (
    <Section id="products" tone="surface" copy={copy}>
      <ul className="grid gap-6 md:grid-cols-3">
        {PRODUCTS.map((product) => {
          return (
            <li key={product} data-testid="product-card">
              <article className={`${linkCardClass} overflow-hidden`}>
                <div className="border-b border-line">
                  <Artwork name={PRODUCT_PROFILES[product].art} className="block h-auto w-full" />
                </div>
                <CardText
                  to={`/moreservices/${product}`}
                  title={copy.items[product].title}
                  text={copy.items[product].text}
                  more={copy.cta}
                  className="p-6 sm:p-7"
                />
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function HomeStories({ stories }: { stories: PersonView<"client-stories">[] }) {
  const { t } = useTranslation("home");
  return (
    <Section id="stories" copy={t("stories", { returnObjects: true })}>
      <ClientStories namespace="home" stories={stories} />
    </Section>
  );
}

/**
 * A partner as the editor publishes it (the partners list): a name, its uploaded logo, a link and a line
 * of what it does in the page's language. Without a published list, the strip shows the drawn samples.
 */
export interface PartnerView {
  id: string;
  name: string;
  logo?: ImageValue;
  url?: string;
  focus?: string;
}

export function HomePartners({ partners }: { partners?: readonly PartnerView[] } = {}) {
  const { t } = useTranslation("home");
  return (
    <section id="partners" aria-labelledby="partners-title" className="render-near-view border-y border-line bg-white py-14">
      <div className="container-page">
        <h2 id="partners-title" className="text-center text-sm font-semibold uppercase tracking-wider text-muted">
          {t("partners.title")}
        </h2>
        <ul className="mt-10 grid gap-10 sm:grid-cols-3">
          {partners
            ? partners.map((partner) => <PublishedPartner key={partner.id} partner={partner} />)
            : PARTNERS.map((partner) => {
                const Logo = partner.logo;
                return (
                  <li key={partner.id} data-testid="partner" className="flex flex-col items-center gap-3 text-center">
                    <span role="img" aria-label={partner.name} className="text-brand-700">
                      <Logo className="h-11 w-auto" />
                    </span>
                    <span className="text-sm text-muted">{t(`partners.items.${partner.id}.focus`)}</span>
                  </li>
                );
              })}
        </ul>
      </div>
    </section>
  );
}

/** A published partner: its uploaded logo (its alt text names it), else its name set as a wordmark; linked when it has an address. */
function PublishedPartner({ partner }: { partner: PartnerView }) {
  const Drawn = PARTNERS.find((sample) => sample.id === partner.id)?.logo;
  const mark = partner.logo ? (
    <ResponsiveImage image={partner.logo} sizes="180px" className="h-11 w-auto max-w-[11rem] object-contain" />
  ) : Drawn ? (
    // A sample partner without an uploaded logo keeps its drawn wordmark.
    <span role="img" aria-label={partner.name} className="text-brand-700">
      <Drawn className="h-11 w-auto" />
    </span>
  ) : (
    <span className="text-2xl font-extrabold tracking-tight text-brand-700">{partner.name}</span>
  );
  return (
    <li data-testid="partner" className="flex flex-col items-center gap-3 text-center">
      {partner.url ? (
        <a href={partner.url} rel="noopener" className="inline-flex min-h-11 items-center">
          {mark}
        </a>
      ) : (
        mark
      )}
      {partner.focus ? <span className="text-sm text-muted">{partner.focus}</span> : null}
    </li>
  );
}

export function HomeUnderOneRoof() {
  const { t } = useTranslation("home");
  const site = useSite();
  const copy = t("roof", { returnObjects: true });
  return (
    <section id="under-one-roof" aria-labelledby="under-one-roof-title" className="render-near-view bg-white py-16 sm:py-24">
      <div className="container-page">
        <GlowPanel glow="bg-[radial-gradient(45rem_22rem_at_100%_0%,rgb(45_212_191/0.28),transparent),radial-gradient(30rem_20rem_at_0%_100%,rgb(245_158_11/0.12),transparent)]">
          <SectionHeading headingId="under-one-roof-title" copy={copy} tone="dark" className="max-w-3xl" />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {ROOF_ITEMS.map((item) => {
              const Icon = item.icon;
              return (
                <li key={item.id} data-testid="roof-item" className="rounded-2xl border border-white/10 bg-white/5 p-5">
                  <Icon aria-hidden="true" className="size-7 text-accent-300" />
                  <h3 className="mt-4 font-bold">{copy.items[item.id].title}</h3>
                  <p className="mt-1.5 text-sm text-brand-100">{copy.items[item.id].text}</p>
                </li>
              );
            })}
          </ul>
          <ExternalLinkButton href={site.bookingUrl} variant="light" size="lg" className="mt-10">
            <CalendarCheck aria-hidden="true" className="size-5" />
            {copy.cta}
          </ExternalLinkButton>
        </GlowPanel>
      </div>
    </section>
  );
}

export function HomeContact() {
  const { t } = useTranslation("home");
  const site = useSite();
  const copy = t("sections.contact", { returnObjects: true });
  return (
    <section id="contact-us" aria-labelledby="contact-us-title" className={`${CONTACT_SECTION_CLASS} bg-surface py-16 sm:py-24`}>
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <div>
          <SectionHeading headingId="contact-us-title" copy={copy} />
          <ul className="mt-8 space-y-4">
            {copy.points.map((point) => (
              <li key={point} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 flex items-start gap-3 border-t border-line pt-6 text-muted">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
            <span>
              {copy.email} <span className="font-semibold text-brand-900">{site.contactEmail}</span>
            </span>
          </p>
        </div>
        <FormSection form="contact" />
      </div>
    </section>
  );
}

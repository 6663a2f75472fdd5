import { FormSection } from "~/features/forms/form-section";
import { ArrowRight, CalendarCheck, CircleCheck, Mail } from "~/components/icons";
import { useTranslation } from "react-i18next";
import { ExternalLinkButton, LinkButton } from "~/components/button";
import { Section } from "~/components/section";
import { Stats } from "~/components/stats";
import { ClientStories } from "~/features/about/client-stories";
import type { PersonView } from "~/features/about/people";
import { useSite } from "~/features/layout/use-site";
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
  const points = t("sections.services.points", { returnObjects: true });
  return (
    <Section
      id="services"
      className={SERVICES_SECTION_CLASS}
      eyebrow={t("sections.services.eyebrow")}
      title={t("sections.services.title")}
      lead={t("sections.services.lead")}
    >
      <TechServiceShowcase pointsOf={(service) => points[service]} />
      <div className="mt-14 flex justify-center sm:mt-20">
        <LinkButton to="/techservices" size="lg">
          {t("sections.services.all")}
          <ArrowRight aria-hidden="true" className="size-5" />
        </LinkButton>
      </div>
    </Section>
  );
}

const linkCardClass =
  "group relative flex h-full flex-col rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-raised";
const stretchedLink = "after:absolute after:inset-0 after:rounded-card";

export function HomeBusinessServices() {
  const { t } = useTranslation("home");
  return (
    <Section
      id="solutions"
      tone="surface"
      eyebrow={t("businessServices.eyebrow")}
      title={t("businessServices.title")}
      lead={t("businessServices.lead")}
    >
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
                <div className={`flex flex-1 flex-col ${wide ? "mt-5 lg:mt-0" : "mt-5"}`}>
                  <h3 className="text-xl font-bold text-brand-900">
                    <a href={service.to} className={stretchedLink}>
                      {t(`businessServices.items.${service.id}.title`)}
                    </a>
                  </h3>
                  <p className="mt-3 flex-1 text-muted">{t(`businessServices.items.${service.id}.text`)}</p>
                  <span aria-hidden="true" className="mt-6 inline-flex items-center gap-2 font-semibold text-accent-700 group-hover:gap-3">
                    {t("businessServices.more")}
                    <ArrowRight className="size-4 transition-all" />
                  </span>
                </div>
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
                <span
                  aria-hidden="true"
                  className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-400/15 text-accent-300"
                >
                  <Icon className="size-6" />
                </span>
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
  return (
    <Section id="more-services" eyebrow={t("moreServices.eyebrow")} title={t("moreServices.title")} lead={t("moreServices.lead")}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {MORE_SERVICES.map((service) => {
          const Icon = service.icon;
          return (
            <li key={service.id} data-testid="more-service">
              <article className={`${linkCardClass} flex-row gap-5 p-6`}>
                <span
                  aria-hidden="true"
                  className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800"
                >
                  <Icon className="size-6" />
                </span>
                <div className="flex-1">
                  <h3 className="flex items-center justify-between gap-3 font-bold text-brand-900">
                    <a href={service.to} className={stretchedLink}>
                      {t(`moreServices.items.${service.id}.title`)}
                    </a>
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 shrink-0 text-accent-700 transition-transform group-hover:translate-x-1"
                    />
                  </h3>
                  <p className="mt-1.5 text-sm text-muted">{t(`moreServices.items.${service.id}.text`)}</p>
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
  return (
    <Section id="products" tone="surface" eyebrow={t("products.eyebrow")} title={t("products.title")} lead={t("products.lead")}>
      <ul className="grid gap-6 md:grid-cols-3">
        {PRODUCTS.map((product) => {
          return (
            <li key={product} data-testid="product-card">
              <article className={`${linkCardClass} overflow-hidden`}>
                <div className="border-b border-line">
                  <Artwork name={PRODUCT_PROFILES[product].art} className="block h-auto w-full" />
                </div>
                <div className="flex flex-1 flex-col p-6 sm:p-7">
                  <h3 className="text-xl font-bold text-brand-900">
                    <a href={`/moreservices/${product}`} className={stretchedLink}>
                      {t(`products.items.${product}.title`)}
                    </a>
                  </h3>
                  <p className="mt-3 flex-1 text-muted">{t(`products.items.${product}.text`)}</p>
                  <span aria-hidden="true" className="mt-6 inline-flex items-center gap-2 font-semibold text-accent-700 group-hover:gap-3">
                    {t("products.cta")}
                    <ArrowRight className="size-4 transition-all" />
                  </span>
                </div>
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
    <Section id="stories" eyebrow={t("stories.eyebrow")} title={t("stories.title")}>
      <ClientStories namespace="home" stories={stories} />
    </Section>
  );
}

export function HomePartners() {
  const { t } = useTranslation("home");
  return (
    <section id="partners" aria-labelledby="partners-title" className="render-near-view border-y border-line bg-white py-14">
      <div className="container-page">
        <h2 id="partners-title" className="text-center text-sm font-semibold uppercase tracking-wider text-muted">
          {t("partners.title")}
        </h2>
        <ul className="mt-10 grid gap-10 sm:grid-cols-3">
          {PARTNERS.map((partner) => {
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

export function HomeUnderOneRoof() {
  const { t } = useTranslation("home");
  const site = useSite();
  return (
    <section id="under-one-roof" aria-labelledby="under-one-roof-title" className="render-near-view bg-white py-16 sm:py-24">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-brand-900 px-6 py-12 text-white sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(45rem_22rem_at_100%_0%,rgb(45_212_191/0.28),transparent),radial-gradient(30rem_20rem_at_0%_100%,rgb(245_158_11/0.12),transparent)]"
          />
          <div className="max-w-3xl">
            <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent-300">{t("roof.eyebrow")}</p>
            <h2 id="under-one-roof-title" className="text-headline font-bold tracking-tight">
              {t("roof.title")}
            </h2>
            <p className="mt-4 text-lg text-brand-100">{t("roof.lead")}</p>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {ROOF_ITEMS.map((item) => {
              const Icon = item.icon;
              return (
                <li key={item.id} data-testid="roof-item" className="rounded-2xl border border-white/10 bg-white/5 p-5">
                  <Icon aria-hidden="true" className="size-7 text-accent-300" />
                  <h3 className="mt-4 font-bold">{t(`roof.items.${item.id}.title`)}</h3>
                  <p className="mt-1.5 text-sm text-brand-100">{t(`roof.items.${item.id}.text`)}</p>
                </li>
              );
            })}
          </ul>
          <ExternalLinkButton href={site.bookingUrl} variant="light" size="lg" className="mt-10">
            <CalendarCheck aria-hidden="true" className="size-5" />
            {t("roof.cta")}
          </ExternalLinkButton>
        </div>
      </div>
    </section>
  );
}

export function HomeContact() {
  const { t } = useTranslation("home");
  const site = useSite();
  const points = t("sections.contact.points", { returnObjects: true });
  return (
    <section id="contact-us" aria-labelledby="contact-us-title" className={`${CONTACT_SECTION_CLASS} bg-surface py-16 sm:py-24`}>
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <div>
          <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent-700">{t("sections.contact.eyebrow")}</p>
          <h2 id="contact-us-title" className="text-headline font-bold tracking-tight">
            {t("sections.contact.title")}
          </h2>
          <p className="mt-4 text-lg text-muted">{t("sections.contact.lead")}</p>
          <ul className="mt-8 space-y-4">
            {points.map((point) => (
              <li key={point} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 flex items-start gap-3 border-t border-line pt-6 text-muted">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
            <span>
              {t("sections.contact.email")} <span className="font-semibold text-brand-900">{site.contactEmail}</span>
            </span>
          </p>
        </div>
        <FormSection form="contact" />
      </div>
    </section>
  );
}

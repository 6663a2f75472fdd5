// @vitest-environment jsdom
import "~/preact-options";
import { cleanup, render } from "@testing-library/preact";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/instance";
import enBlog from "~/locales/en/blog.json";
import enCommon from "~/locales/en/common.json";
import enEvents from "~/locales/en/events.json";
import enHome from "~/locales/en/home.json";
import type { Article, SiteEvent } from "../../contracts/lists";
import type { ImageValue } from "../../contracts/media";
import { readPeople } from "~/features/about/people";
import { ArticleCard } from "~/features/blog/article-card";
import { EventsView } from "~/features/events/events-view";
import { HomePartners } from "~/features/home/home-sections";
import { Avatar } from "./avatar";

afterEach(cleanup);

/**
 * The public components that showed drawings show an uploaded image when the item carries one
 * (contracts/media.ts `imageOf`: `Article_image`, `EVENT_IMAGE`, `portraitImage`, `logo`), and the
 * drawing otherwise.
 */
const photo: ImageValue = {
  media: `${"d".repeat(32)}-1920x1080-jpg`,
  altEs: "Sala de reuniones",
  altEn: "Meeting room",
  focus: { x: 40, y: 30 },
};
const i18n = () => createI18n("en", { common: enCommon, events: enEvents, blog: enBlog, home: enHome });
const renderEn = (element: ReactElement) => render(<I18nextProvider i18n={i18n()}>{element}</I18nextProvider>);
const sources = (container: Element) => [...container.querySelectorAll("picture source")].map((source) => source.getAttribute("type"));

const article: Article = {
  Article_Name: "Título",
  Article_Name_EN: "Title",
  Article_body: "<p>Cuerpo</p>",
  Article_body_EN: "<p>Body</p>",
  Article_featured: false,
  Article_img_url: "/api/articles/1/image?v=x",
} as Article;

describe("uploaded images on the public pages", () => {
  it("an article card shows its uploaded cover in AVIF, WebP and JPEG, else the imported image", () => {
    const uploaded = renderEn(
      <ArticleCard article={{ ...article, Article_image: photo } as Article} position={1} language="en" length={80} />,
    );
    expect(sources(uploaded.container)).toEqual(["image/avif", "image/webp"]);
    const img = uploaded.container.querySelector("picture img");
    expect(img?.getAttribute("src")).toBe(`/media/${photo.media}/960.jpg`);
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.className).toContain("focus-x-40 focus-y-30");
    cleanup();
    const imported = renderEn(<ArticleCard article={article} position={1} language="en" length={80} />);
    expect(imported.container.querySelector("picture")).toBeNull();
    expect(imported.container.querySelector("img")?.getAttribute("src")).toBe(article.Article_img_url);
  });

  it("an event shows its uploaded banner with its English alt text, and the drawn panel without one", () => {
    const event: SiteEvent = {
      CATEGORY: 1,
      TITLE: "Evento",
      TITLE_EN: "Event",
      DESCRIPCION: "Descripción",
      DESCRIPTION_EN: "Description",
      DETAILS_DATE_FROM: "2099-12-01T15:00:00",
      DETAILS_DATE_TO: "2099-12-01T16:00:00",
      DETAILS_PRESENTER: "Ana",
      BOTONURL: "https://events.example.com/1",
      BUTTONTEXT: "",
    };
    const withBanner = renderEn(<EventsView events={[{ ...event, EVENT_IMAGE: photo } as SiteEvent]} />);
    expect(withBanner.getByRole("img", { name: "Meeting room" }).getAttribute("width")).toBe("1280");
    cleanup();
    const without = renderEn(<EventsView events={[event]} />);
    expect(without.container.querySelector("picture")).toBeNull();
  });

  it("a portrait is the uploaded photo cropped square when the list carries one, the drawing otherwise", async () => {
    const api = async () =>
      new Response(
        JSON.stringify([
          { id: "ceo", name: "Ana", portraitUrl: null, portraitImage: photo },
          { id: "cto", name: "Luis", portraitUrl: null },
        ]),
      );
    const [ana, luis] = await readPeople(api, "team-members");
    expect(ana?.image).toEqual(photo);
    expect(luis?.image).toBeUndefined();
    const { container } = renderEn(<Avatar src={ana?.portrait ?? ""} image={ana?.image} size="lg" />);
    const img = container.querySelector("picture img");
    expect(img?.getAttribute("width")).toBe("96");
    expect(img?.getAttribute("sizes")).toBe("96px");
    expect(img?.getAttribute("alt")).toBe("");
  });

  it("the partner strip shows published partners with their uploaded logos, linked; the drawn samples without a list", () => {
    const logo: ImageValue = { media: `${"e".repeat(32)}-600x200-png`, altEs: "Acme", altEn: "Acme", focus: { x: 50, y: 50 } };
    const published = renderEn(
      <HomePartners
        partners={[
          { id: "acme", name: "Acme", logo, url: "https://acme.example" },
          { id: "zeta", name: "Zeta" },
        ]}
      />,
    );
    const link = published.getByRole("link", { name: "Acme" });
    expect(link.getAttribute("href")).toBe("https://acme.example");
    expect(link.querySelector("img")?.getAttribute("src")).toBe(`/media/${logo.media}/600.png`);
    expect(published.getByText("Zeta")).toBeTruthy();
    cleanup();
    const samples = renderEn(<HomePartners />);
    expect(samples.getAllByTestId("partner")).toHaveLength(3);
    expect(samples.container.querySelector("picture")).toBeNull();
    cleanup();
    // A sample partner published without a logo keeps its drawn wordmark.
    const drawn = renderEn(<HomePartners partners={[{ id: "nubevia", name: "Nubevia", focus: "Cloud" }]} />);
    expect(drawn.getByRole("img", { name: "Nubevia" }).querySelector("svg")).not.toBeNull();
  });
});

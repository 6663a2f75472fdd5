import "~/preact-options";
import { renderToString } from "preact-render-to-string";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/instance";
import type { ImageValue } from "../../contracts/media";
import { ResponsiveImage } from "./responsive-image";

const photo: ImageValue = {
  media: `${"a".repeat(32)}-1400x1050-jpg`,
  altEs: "Dos personas en una oficina",
  altEn: "Two people in an office",
  focus: { x: 23, y: 81 },
};
const logo: ImageValue = { media: `${"b".repeat(32)}-600x200-png`, altEs: "Logotipo", altEn: "Logo", focus: { x: 50, y: 50 } };

const html = (language: "es" | "en", element: ReactElement) =>
  renderToString(<I18nextProvider i18n={createI18n(language, {})}>{element}</I18nextProvider>);

describe("an uploaded image on a public page", () => {
  it("is a picture of AVIF and WebP sources at every width, and a JPEG img with its size, lazy, in the page's language", () => {
    const markup = html("en", <ResponsiveImage image={photo} sizes="(min-width: 1024px) 24rem, 100vw" />);
    const widths = [160, 320, 640, 960, 1280, 1400];
    const srcset = (ext: string) => widths.map((width) => `/media/${photo.media}/${width}.${ext} ${width}w`).join(", ");
    expect(markup).toContain(`<source type="image/avif" srcset="${srcset("avif")}" sizes="(min-width: 1024px) 24rem, 100vw"`);
    expect(markup).toContain(`<source type="image/webp" srcset="${srcset("webp")}"`);
    expect(markup).toContain(`src="/media/${photo.media}/960.jpg"`);
    expect(markup).toContain(`srcset="${srcset("jpg")}"`);
    expect(markup).toContain('alt="Two people in an office"');
    expect(markup).toContain('width="1400"');
    expect(markup).toContain('height="1050"');
    expect(markup).toContain('loading="lazy"');
    expect(markup).not.toContain('fetchpriority="high"');
    // The focal point as classes (the CSP allows no style attribute), snapped to 5 % steps.
    expect(markup).toMatch(/class="focus-x-25 focus-y-80 object-focus/);
    expect(markup).not.toContain("style=");
    expect(html("es", <ResponsiveImage image={photo} sizes="100vw" />)).toContain('alt="Dos personas en una oficina"');
  });

  it("is fetched at once and first when it is the page's largest image; a transparent one falls back to PNG; a box of its own", () => {
    const markup = html("es", <ResponsiveImage image={logo} sizes="180px" priority width={96} height={96} decorative />);
    expect(markup).toContain('fetchpriority="high"');
    expect(markup).not.toContain('loading="lazy"');
    expect(markup).toContain(`src="/media/${logo.media}/600.png"`);
    expect(markup).toContain('width="96"');
    expect(markup).toMatch(/ alt(="")? /);
  });

  it("renders nothing for a value that is not an uploaded image", () => {
    expect(html("es", <ResponsiveImage image={{ ...photo, media: "../../etc/passwd" }} sizes="100vw" />)).toBe("");
  });
});

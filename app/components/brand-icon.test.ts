import { siFacebook, siInstagram, siWhatsapp, siX } from "simple-icons";
import { expect, it } from "vitest";
import { BRAND_ICON_PATHS } from "./brand-icon";

it("keeps the footer's brand marks equal to the maintained icon set", () => {
  expect(BRAND_ICON_PATHS.instagram).toBe(siInstagram.path);
  expect(BRAND_ICON_PATHS.x).toBe(siX.path);
  expect(BRAND_ICON_PATHS.messaging).toBe(siWhatsapp.path);
  expect(BRAND_ICON_PATHS.facebook).toBe(siFacebook.path);
});

import { expect, test } from "./fixtures";

test.describe("header", () => {
  test("the Services menu lists the tech solutions, business services and products", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    await nav.getByRole("button", { name: "Servicios" }).click();
    for (const [name, href] of [
      ["Inteligencia artificial", "/techservices/ia"],
      ["Automatización robótica (RPA)", "/techservices/rpa"],
      ["Servicios en la nube", "/techservices/cloud"],
      ["Inteligencia de negocios", "/techservices/bi"],
      ["Desarrollo web y de apps", "/techservices/web-app-dev"],
      ["Soluciones de consultoría", "/contractors"],
      ["Asistentes médicos virtuales", "/vma"],
      ["Reclutamiento", "/recruitment"],
      ["Servicios financieros", "/financials"],
      ["Inversión en Colombia", "/investment"],
      ["E-commerce B2B", "/moreservices/ecommerce"],
      ["CRM", "/moreservices/crm"],
      ["ERP", "/moreservices/erp"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("group", { name: "Soluciones tecnológicas" }).getByRole("link")).toHaveCount(5);
    await nav.getByRole("link", { name: "Servicios en la nube" }).click();
    await expect(page).toHaveURL(/\/techservices\/cloud$/);
    await expect(nav.getByRole("link", { name: "Inteligencia artificial" })).toBeHidden();
  });

  test("opening one menu closes the other; Escape and a click outside close them", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    const services = nav.getByRole("button", { name: "Servicios" });
    const about = nav.getByRole("button", { name: "Nosotros" });

    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Quiénes somos" })).toHaveAttribute("href", "/about-us");
    await expect(nav.getByRole("link", { name: "Eventos" })).toHaveAttribute("href", "/events");
    await expect(nav.getByRole("link", { name: "Blog" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");

    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(640, 600);
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("works from the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    const services = nav.getByRole("button", { name: "Servicios" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Inteligencia artificial" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/techservices\/ia$/);
  });

  test("highlights Home on / and Services on the tech-service routes", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    await expect(nav.getByRole("link", { name: "Inicio" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("button", { name: "Servicios" })).toHaveAttribute("data-active", "false");
    await page.goto("/techservices/bi");
    await expect(nav.getByRole("link", { name: "Inicio" })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("button", { name: "Servicios" })).toHaveAttribute("data-active", "true");
  });

  test("the logo returns home and Get hired leads to /work-with-us", async ({ page }) => {
    await page.goto("/vma");
    await page.getByRole("link", { name: /ir al inicio/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("banner").getByRole("link", { name: "Trabaja con nosotros" }).click();
    await expect(page).toHaveURL(/\/work-with-us$/);
  });

  test("on a phone the slide-out menu holds the same links and closes after a choice", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeHidden();
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const menu = page.getByRole("dialog", { name: "Menú" });
    await expect(menu).toBeVisible();
    const pageScrolls = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow !== "hidden");
    // The page behind the open menu stays put.
    expect(await pageScrolls()).toBe(false);
    await menu.getByRole("button", { name: "Servicios" }).click();
    await menu.getByRole("button", { name: "Soluciones tecnológicas" }).click();
    await expect(menu.getByRole("link", { name: "Inteligencia de negocios" })).toBeVisible();
    await menu.getByRole("button", { name: "Nosotros" }).click();
    await expect(menu.getByRole("link", { name: "Inteligencia de negocios" })).toBeHidden();
    await menu.getByRole("link", { name: "Eventos" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(await pageScrolls()).toBe(true);
  });
});

import { expect, type Locator, type Page, test } from "./fixtures";

/**
 * Whether the browser tells assistive technologies that a button's menu is
 * expanded. A popover's invoker gets that from the browser, not from an
 * `aria-expanded` attribute, so it is read from Chromium's accessibility tree.
 */
async function expanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", { nodeId: root.nodeId, accessibleName: name, role: "button" });
    const property = nodes.flatMap((node) => node.properties ?? []).find((candidate) => candidate.name === "expanded");
    return property?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

const expectExpanded = (page: Page, name: string, value: boolean) => expect.poll(() => expanded(page, name)).toBe(value);

/** Where an element is drawn, rounded. */
async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error("not drawn");
  return {
    left: Math.round(rect.x),
    top: Math.round(rect.y),
    right: Math.round(rect.x + rect.width),
    bottom: Math.round(rect.y + rect.height),
  };
}

const SERVICE_LINKS = [
  ["Soluciones de consultoría", "/contractors"],
  ["Asistentes médicos virtuales", "/vma"],
  ["Reclutamiento", "/recruitment"],
  ["Servicios financieros", "/financials"],
  ["Inversión en Colombia", "/investment"],
  ["E-commerce B2B", "/moreservices/ecommerce"],
  ["CRM", "/moreservices/crm"],
  ["ERP", "/moreservices/erp"],
] as const;
const TECH_LINKS = [
  ["Inteligencia artificial", "/techservices/ia"],
  ["Automatización robótica (RPA)", "/techservices/rpa"],
  ["Servicios en la nube", "/techservices/cloud"],
  ["Inteligencia de negocios", "/techservices/bi"],
  ["Desarrollo web y de apps", "/techservices/web-app-dev"],
] as const;

// The header is the server's HTML and the browser's own popovers and disclosures: it works the same with scripts and without.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`header, JavaScript ${javaScriptEnabled ? "enabled" : "disabled"}`, () => {
    test.use({ javaScriptEnabled });

    test("the Services menu lists business services and products, and its Tech solutions sub-menu the five tech services", async ({
      page,
    }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Navegación principal" });
      const services = nav.getByRole("button", { name: "Servicios" });
      const panel = nav.locator("#menu-services");
      await expect(panel).toBeHidden();
      await services.click();
      await expect(panel).toBeVisible();
      await expectExpanded(page, "Servicios", true);
      for (const [name, href] of SERVICE_LINKS) {
        await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole("group", { name: "Servicios empresariales" }).getByRole("link")).toHaveCount(5);
      await expect(nav.getByRole("group", { name: "Productos" }).getByRole("link")).toHaveCount(3);

      // The sub-menu opens from its button inside the Services panel, which stays open.
      const tech = nav.getByRole("group", { name: "Soluciones tecnológicas" });
      await expect(tech).toBeHidden();
      await nav.getByRole("button", { name: "Soluciones tecnológicas" }).click();
      await expect(tech).toBeVisible();
      await expectExpanded(page, "Soluciones tecnológicas", true);
      await expect(panel).toBeVisible();
      await expect(tech.getByRole("link")).toHaveCount(5);
      for (const [name, href] of TECH_LINKS) await expect(tech.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);

      await tech.getByRole("link", { name: "Servicios en la nube" }).click();
      await expect(page).toHaveURL(/\/techservices\/cloud$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(panel).toBeHidden();
      await expect(tech).toBeHidden();
    });

    test("the panels hang under their buttons, the sub-menu under its own, all within the screen", async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Navegación principal" });
      const header = await box(page.getByRole("banner"));
      for (const [name, id] of [
        ["Servicios", "#menu-services"],
        ["Nosotros", "#menu-about"],
      ] as const) {
        const button = nav.getByRole("button", { name });
        await button.click();
        const trigger = await box(button);
        const panel = await box(nav.locator(id));
        expect(panel.top, name).toBeGreaterThanOrEqual(trigger.bottom);
        expect(panel.top, name).toBeLessThanOrEqual(header.bottom + 16);
        expect(panel.left, name).toBeLessThanOrEqual(trigger.left);
        expect(panel.right, name).toBeGreaterThanOrEqual(trigger.right);
        expect(panel.left, name).toBeGreaterThanOrEqual(0);
        expect(panel.right, name).toBeLessThanOrEqual(1280);
      }
      await nav.getByRole("button", { name: "Servicios" }).click();
      const subButton = nav.getByRole("button", { name: "Soluciones tecnológicas" });
      await subButton.click();
      const sub = await box(nav.getByRole("group", { name: "Soluciones tecnológicas" }));
      const trigger = await box(subButton);
      const services = await box(nav.locator("#menu-services"));
      expect(sub.top).toBeGreaterThanOrEqual(trigger.bottom);
      expect(sub.top).toBeLessThanOrEqual(trigger.bottom + 8);
      expect(sub.left).toBe(trigger.left);
      expect(sub.right).toBe(trigger.right);
      expect(sub.bottom).toBeLessThan(services.bottom);
    });

    test("opening one menu closes the other; Escape and a click outside close them", async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Navegación principal" });
      const services = nav.getByRole("button", { name: "Servicios" });
      const about = nav.getByRole("button", { name: "Nosotros" });
      const servicesPanel = nav.locator("#menu-services");
      const aboutPanel = nav.locator("#menu-about");
      const tech = nav.getByRole("group", { name: "Soluciones tecnológicas" });
      // The header's own background, beside the logo: nothing there to click.
      const clickOutside = () => page.getByRole("banner").click({ position: { x: 4, y: 4 } });

      await services.click();
      await expect(servicesPanel).toBeVisible();
      await about.click();
      await expect(aboutPanel).toBeVisible();
      await expect(servicesPanel).toBeHidden();
      await expectExpanded(page, "Nosotros", true);
      await expectExpanded(page, "Servicios", false);
      await expect(nav.getByRole("link", { name: "Quiénes somos" })).toHaveAttribute("href", "/about-us");
      await expect(nav.getByRole("link", { name: "Eventos" })).toHaveAttribute("href", "/events");
      await expect(nav.getByRole("link", { name: "Blog" })).toBeVisible();
      // Its button closes it again.
      await about.click();
      await expect(aboutPanel).toBeHidden();

      await about.click();
      await page.keyboard.press("Escape");
      await expect(aboutPanel).toBeHidden();
      await expectExpanded(page, "Nosotros", false);

      await services.click();
      await expect(servicesPanel).toBeVisible();
      await clickOutside();
      await expect(servicesPanel).toBeHidden();
      await expect(page).toHaveURL(/\/$/);

      // The sub-menu: a click in the Services panel beside it closes the sub-menu only, a click outside both.
      await services.click();
      await nav.getByRole("button", { name: "Soluciones tecnológicas" }).click();
      await expect(tech).toBeVisible();
      await servicesPanel.click({ position: { x: 8, y: 8 } });
      await expect(tech).toBeHidden();
      await expect(servicesPanel).toBeVisible();
      await nav.getByRole("button", { name: "Soluciones tecnológicas" }).click();
      await expect(tech).toBeVisible();
      await clickOutside();
      await expect(tech).toBeHidden();
      await expect(servicesPanel).toBeHidden();

      // Escape closes the sub-menu first, then Services; opening About closes both.
      await services.click();
      await nav.getByRole("button", { name: "Soluciones tecnológicas" }).click();
      await page.keyboard.press("Escape");
      await expect(tech).toBeHidden();
      await expect(servicesPanel).toBeVisible();
      await nav.getByRole("button", { name: "Soluciones tecnológicas" }).click();
      await expect(tech).toBeVisible();
      await about.click();
      await expect(aboutPanel).toBeVisible();
      await expect(tech).toBeHidden();
      await expect(servicesPanel).toBeHidden();
    });

    test("works from the keyboard alone", async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Navegación principal" });
      const services = nav.getByRole("button", { name: "Servicios" });
      const subButton = nav.getByRole("button", { name: "Soluciones tecnológicas" });
      await services.focus();
      await page.keyboard.press("Enter");
      await expect(nav.locator("#menu-services")).toBeVisible();
      // The panel comes right after its button in the Tab order.
      await page.keyboard.press("Tab");
      await expect(subButton).toBeFocused();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: "Inteligencia artificial" })).toBeFocused();
      // Escape closes the sub-menu only; Tab goes on through the Services panel, Shift+Tab back to the sub-menu's button.
      await page.keyboard.press("Escape");
      await expect(nav.getByRole("group", { name: "Soluciones tecnológicas" })).toBeHidden();
      await expect(nav.locator("#menu-services")).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: "Soluciones de consultoría" })).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(subButton).toBeFocused();
      await page.keyboard.press("Space");
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
      // Closed menus are in the page all the same, marked for when they open.
      const hidden = { includeHidden: true };
      await expect(nav.getByRole("button", { name: "Soluciones tecnológicas", ...hidden })).toHaveAttribute("data-active", "true");
      await expect(nav.getByRole("link", { name: "Inteligencia de negocios", ...hidden })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: "Servicios en la nube", ...hidden })).not.toHaveAttribute("aria-current", "page");
      await page.goto("/blog/article/1");
      await expect(nav.getByRole("link", { name: "Blog", ...hidden })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("button", { name: "Servicios" })).toHaveAttribute("data-active", "false");
    });

    test("the logo returns home and Get hired leads to /work-with-us", async ({ page }) => {
      await page.goto("/vma");
      await page.getByRole("link", { name: /ir al inicio/ }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.getByRole("banner").getByRole("link", { name: "Trabaja con nosotros" }).click();
      await expect(page).toHaveURL(/\/work-with-us$/);
    });

    test("on a phone the slide-out menu holds the same links, one group open at a time, and closes", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/");
      await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeHidden();
      const open = page.getByRole("button", { name: "Abrir menú" });
      const menu = page.getByRole("dialog", { name: "Menú" });
      await expect(menu).toBeHidden();
      await open.click();
      await expect(menu).toBeVisible();
      await expectExpanded(page, "Abrir menú", true);
      // It slides in at the right edge, the full height of the screen.
      await expect.poll(async () => box(menu)).toMatchObject({ right: 390, top: 0, bottom: 844 });
      // The page behind the open menu stays put.
      await expect(page.locator("html")).toHaveCSS("overflow", "hidden");

      await expect(menu.getByRole("link", { name: "Reclutamiento" })).toBeHidden();
      await menu.getByText("Servicios", { exact: true }).click();
      await expect(menu.getByRole("link", { name: "Reclutamiento" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Inteligencia de negocios" })).toBeHidden();
      await menu.getByText("Soluciones tecnológicas", { exact: true }).click();
      await expect(menu.getByRole("link", { name: "Inteligencia de negocios" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Eventos" })).toBeHidden();
      await menu.getByText("Nosotros", { exact: true }).click();
      await expect(menu.getByRole("link", { name: "Eventos" })).toBeVisible();
      // Opening About closed Services.
      await expect(menu.getByRole("link", { name: "Inteligencia de negocios" })).toBeHidden();
      await expect(menu.getByRole("link", { name: "Reclutamiento" })).toBeHidden();

      // Its close button closes it.
      await menu.getByRole("button", { name: "Cerrar menú" }).click();
      await expect(menu).toBeHidden();
      await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");

      // So do Escape and a tap beside it.
      await open.click();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await open.click();
      await expect(menu).toBeVisible();
      await page.mouse.click(10, 400);
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(/\/$/);

      // The groups stay as they were; a choice leads to its page.
      await open.click();
      await menu.getByRole("link", { name: "Eventos" }).click();
      await expect(page).toHaveURL(/\/events$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(menu).toBeHidden();
      await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    });
  });
}

import { expect, test, type Page } from "@playwright/test";
import { expectFitsViewport } from "./fixtures/layout";

const sidebarWidth = (page: Page) =>
  page.locator("[data-slot=sidebar-gap]").evaluate((element) => element.getBoundingClientRect().width);

test.describe("desktop sidebar", () => {
  test("Ctrl+B and Cmd+B collapse and expand it (16rem / 3rem)", async ({ page }) => {
    await page.goto("/about");
    const sidebar = page.locator("aside[data-slot=sidebar]");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect.poll(() => sidebarWidth(page)).toBe(256);

    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect.poll(() => sidebarWidth(page)).toBe(48);
    // Collapsed, the links keep their accessible names while the labels are hidden.
    await expect(sidebar.getByRole("link", { name: "About" })).toBeVisible();

    await page.keyboard.press("Meta+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect.poll(() => sidebarWidth(page)).toBe(256);
  });

  test("its state is kept in a 7-day cookie and survives a reload", async ({ page, context }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await expect(page.locator("aside[data-slot=sidebar]")).toHaveAttribute("data-state", "collapsed");

    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    const secondsLeft = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(604800 - 60);
    expect(secondsLeft).toBeLessThanOrEqual(604800 + 1);

    await page.reload();
    await expect(page.locator("aside[data-slot=sidebar]")).toHaveAttribute("data-state", "collapsed");
    await expect.poll(() => sidebarWidth(page)).toBe(48);
  });
});

test.describe("below 768 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the sidebar is an 18rem drawer opened by the trigger or Ctrl+B", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("aside[data-slot=sidebar]")).toHaveCount(0);
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await expect(drawer).toBeVisible();
    await expect.poll(() => drawer.evaluate((element) => element.getBoundingClientRect().width)).toBe(288);

    // Choosing a page closes the drawer.
    await drawer.getByRole("link", { name: "User Guide" }).click();
    await expect(page).toHaveURL("/user-guide");
    await expect(drawer).toBeHidden();

    await page.keyboard.press("Control+b");
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("pages fit the narrow screen without horizontal scrolling", async ({ page }) => {
    for (const path of ["/", "/about", "/privacy", "/terms", "/contact", "/user-guide", "/auth", "/beta-signup"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).or(page.getByText("Welcome Back"))).toBeVisible();
      await expectFitsViewport(page, path);
    }
  });
});

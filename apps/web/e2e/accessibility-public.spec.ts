import { expect, test } from "@playwright/test";
import { scanPage, seriousViolations } from "./fixtures/axe";

/**
 * Every public page scanned by axe-core against WCAG 2.2 AA, signed out, at both widths and in both
 * themes: no serious or critical violation. Against the empty server the config starts; one test
 * per page, in parallel (accessibility.spec.ts scans the signed-in pages, which share a setup).
 */
const PUBLIC_PAGES = [
  "/",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/user-guide",
  "/auth",
  "/beta-signup",
  "/invite/not-a-token",
  "/no-such-page",
  // Check your e-mail, after signing up through an invitation.
  "/auth?mode=email-confirmation&email=ada%40example.org",
];

for (const path of PUBLIC_PAGES) {
  test(`public page ${path}, signed out: no serious or critical WCAG 2.2 AA violation`, async ({ page }) => {
    test.setTimeout(120_000);
    expect(await scanPage(page, path)).toEqual([]);
  });
}

test("the scanner reports what it should: a planted low-contrast text and an unnamed button", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator("main h1").first()).toBeVisible();
  await page.evaluate(() => {
    const planted = document.createElement("div");
    planted.innerHTML = '<p style="color:#777;background:#888">Planted grey on grey</p><button></button>';
    document.querySelector("main")!.append(planted);
  });
  const rules = (await seriousViolations(page)).map((violation) => violation.rule);
  expect(rules).toEqual(expect.arrayContaining(["color-contrast", "button-name"]));
  // Scoped to a part of the page, only what is in it.
  expect(await seriousViolations(page, { include: "header" })).toEqual([]);
});

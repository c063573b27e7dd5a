import { expect, test } from "@playwright/test";

/**
 * After a deployment an open page asks for chunks that are gone. The page reloads once (and gets
 * the new index); if the chunk still fails, the error page shows, without a reload loop.
 */
const ABOUT_CHUNK = /\/assets\/about-[\w-]+\.js$/;

test("a page whose chunk fails to load reloads once and recovers", async ({ page }) => {
  let requests = 0;
  await page.route(ABOUT_CHUNK, async (route) => {
    requests++;
    // Only the first request fails, as for a page opened before the deployment.
    if (requests === 1) await route.abort("failed");
    else await route.continue();
  });
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));

  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: /About/ })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  // It was a real reload: the old page's state is gone, and the chunk was asked for twice.
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  expect(requests).toBe(2);
});

test("a chunk that still fails after the reload shows the error page with Reload, not a loop", async ({ page }) => {
  let requests = 0;
  await page.route(ABOUT_CHUNK, async (route) => {
    requests++;
    await route.abort("failed");
  });
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();

  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText(/perhaps because AESOP was just updated/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload the page" })).toBeVisible();
  // No loop: one reload, then nothing more.
  await page.waitForTimeout(1_500);
  expect(requests).toBe(2);

  // Once the chunk is there again, Reload brings the page back.
  await page.unroute(ABOUT_CHUNK);
  await page.getByRole("button", { name: "Reload the page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /About/ })).toBeVisible();
});

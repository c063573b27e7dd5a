import { expect, test, type Locator, type Page } from "@playwright/test";

const notices = (page: Page) => page.locator("[data-sonner-toast]:not([data-removed='true'])");

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error("an element is not rendered");
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

/** Two notices in a row: a failed sign-in, then an empty password-reset request. */
async function raiseTwoNotices(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("nobody@notices.test");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(notices(page).filter({ hasText: "Login failed" })).toBeVisible();
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByLabel("Email").fill("");
  await page.getByRole("button", { name: /reset link/i }).click();
  await expect(notices(page).filter({ hasText: "Email required" })).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`notices replace each other and never cover the header's Sign In (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await raiseTwoNotices(page);
    // The newer notice replaced the older one: one notice, no stack behind it.
    await expect(notices(page)).toHaveCount(1);
    await expect(page.getByText("Login failed")).toHaveCount(0);

    // To a page whose header has Sign In, the notice still showing.
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    const signIn = page.getByRole("banner").getByRole("link", { name: "Sign In" });
    await expect(signIn).toBeVisible();
    const notice = notices(page).first();
    await expect(notice).toBeVisible();
    expect(await overlaps(notice, signIn)).toBe(false);
    // The notice sits at the bottom edge, inside the viewport.
    const box = await notice.boundingBox();
    expect(box!.y).toBeGreaterThan(viewport.height / 2);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    await signIn.click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/auth$/);
  });
}

test("notices are announced politely and can be dismissed", async ({ page }) => {
  await raiseTwoNotices(page);
  const region = page.getByRole("region", { name: /Notifications/ });
  await expect(region).toHaveAttribute("aria-live", "polite");
  await expect(region).toContainText("Email required");
  await notices(page).first().hover();
  await page.getByRole("button", { name: "Close toast" }).click();
  await expect(notices(page)).toHaveCount(0);
});

import { expect, test, type Page } from "@playwright/test";
import { SEEDED_GUIDE, SEEDED_SERVER } from "./fixtures/servers";

const downloadButton = (page: Page) => page.getByRole("button", { name: "Download User Guide PDF" });

test("with no active guide, the download button is disabled", async ({ page }) => {
  await page.goto("/user-guide");
  await expect(page.getByText("No user guide has been published yet.")).toBeVisible();
  await expect(downloadButton(page)).toBeDisabled();
});

test("while the guide loads, 'Loading...' shows and the button is disabled", async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/user-guides/active", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/user-guide");
  await expect(page.getByText("Loading...")).toBeVisible();
  await expect(downloadButton(page)).toBeDisabled();
  release();
  await expect(page.getByText("Loading...")).toBeHidden();
});

test("when the guide cannot be loaded, the error shows", async ({ page }) => {
  await page.route("**/api/user-guides/active", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"error":{"code":"X","message":"down"}}' }),
  );
  await page.goto("/user-guide");
  await expect(page.getByText("Unable to load user guide. Please try again later.")).toBeVisible({ timeout: 15_000 });
  await expect(downloadButton(page)).toBeDisabled();
});

test.describe("with an active guide", () => {
  test.use({ baseURL: SEEDED_SERVER.url });

  test("shows title, description and version, and downloads the direct form of a shared-drive link", async ({
    page,
    context,
  }) => {
    // The closed network has no drive: answer the download address locally.
    await context.route("https://drive.google.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "application/pdf", body: "%PDF-1.4" }),
    );
    await page.goto("/user-guide");
    await expect(page.getByRole("heading", { name: SEEDED_GUIDE.title })).toBeVisible();
    await expect(page.getByText(SEEDED_GUIDE.description)).toBeVisible();
    await expect(page.getByText(`Version ${SEEDED_GUIDE.version}`)).toBeVisible();

    const popupPromise = page.waitForEvent("popup");
    await downloadButton(page).click();
    const popup = await popupPromise;
    expect(popup.url()).toBe(`https://drive.google.com/uc?export=download&id=${SEEDED_GUIDE.fileId}`);
  });
});

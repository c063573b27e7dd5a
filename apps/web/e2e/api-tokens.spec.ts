import { expect, test, type Page } from "@playwright/test";
import { signInWithNda, startInProcessServer } from "./fixtures/in-process-server";
import { e2ePort } from "./fixtures/servers";
import { seriousViolations } from "./fixtures/axe";

/** Personal API tokens on the profile page: created, shown once, used by a CI, revoked. */
const PORT = e2ePort(4354);
const USER = { email: "token-builder@aesop.test", password: "token-builder-password" };

test.describe.configure({ mode: "serial" });

let running: Awaited<ReturnType<typeof startInProcessServer>>;
let page: Page;

test.beforeAll(async ({ browser }) => {
  running = await startInProcessServer(PORT, USER);
  const context = await browser.newContext({ baseURL: running.url });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: running.url });
  page = await context.newPage();
  await signInWithNda(context, running.url, USER.email, USER.password);
});
test.afterAll(async () => {
  await page.context().close();
  await running.stop();
});

test("the profile page creates a token, shows it once, and the token works for a CI until revoked", async ({
  playwright,
}) => {
  await page.goto("/profile");
  const section = page
    .getByRole("heading", { level: 2, name: "API tokens" })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(section.getByText("You have no API tokens yet.")).toBeVisible();

  // A name is required: the message is under the field and nothing is created.
  await section.getByRole("button", { name: "Create Token" }).click();
  await expect(section.getByText("Give the token a name")).toBeVisible();

  await section.getByLabel("Token name").fill("GitHub Actions");
  await section.getByLabel("Expires").selectOption({ label: "30 days" });
  await section.getByRole("button", { name: "Create Token" }).click();
  await expect(section.getByText("you will not see it again")).toBeVisible();
  const field = section.getByRole("textbox", { name: "New API token" });
  const token = await field.inputValue();
  expect(token).toMatch(/^aesop_[A-Za-z0-9_-]{43}$/);
  await section.getByRole("button", { name: "Copy" }).click();
  await expect(section.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  expect(await seriousViolations(page)).toEqual([]);

  const table = section.getByRole("table", { name: "Your API tokens" });
  const row = table.getByRole("row").filter({ hasText: "GitHub Actions" });
  await expect(row).toContainText(`${token.slice(0, 10)}…`);
  await expect(row).toContainText("Never");

  // Once dismissed, the token is gone from the page for good, also after a reload.
  await section.getByRole("button", { name: "Done" }).click();
  await expect(field).toHaveCount(0);
  await page.reload();
  await expect(row).toBeVisible();
  expect(await page.content()).not.toContain(token.slice(10));

  // A CI: no cookie, the token in the Authorization header.
  const ci = await playwright.request.newContext({ baseURL: running.url });
  const projects = await ci.get("/api/projects", { headers: { Authorization: `Bearer ${token}` } });
  expect(projects.status()).toBe(200);
  // A CI's next job opens a new connection: a kept-alive socket the server closed while idle
  // would fail with ECONNRESET rather than answer.
  await ci.dispose();
  await page.reload();
  await expect(row).not.toContainText("Never");
  expect(await seriousViolations(page)).toEqual([]);

  // Revoking asks first, and Cancel keeps the token.
  await row.getByRole("button", { name: "Revoke GitHub Actions" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Revoke “GitHub Actions”?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Revoke GitHub Actions" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke token" }).click();
  await expect(section.getByText("You have no API tokens yet.")).toBeVisible();

  const laterCi = await playwright.request.newContext({ baseURL: running.url });
  const refused = await laterCi.get("/api/projects", { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
  await laterCi.dispose();
});

import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { signInWithNda, startInProcessServer } from "./fixtures/in-process-server";
import { e2ePort } from "./fixtures/servers";
import { setTheme } from "./fixtures/theme";
import { seriousViolations } from "./fixtures/axe";

/**
 * Change password on the profile page: the policy is said inline, a wrong current password is
 * refused, and once changed the old password no longer signs in, the new one does, and a browser
 * signed in before is signed out while this one stays signed in.
 */
const PORT = e2ePort(4359);
const USER = { email: "changer@aesop.test", password: "first-password-e2e" };
const NEW_PASSWORD = "second password, longer";
const SCREENS = process.env.SCREENSHOTS_DIR;

let running: Awaited<ReturnType<typeof startInProcessServer>>;

test.beforeAll(async () => {
  running = await startInProcessServer(PORT, USER);
});
test.afterAll(async () => {
  await running.stop();
});

test("a signed-in user changes the password: old one refused, new one accepted, other browsers signed out", async ({
  browser,
  playwright,
}) => {
  const here = await browser.newContext({ baseURL: running.url });
  const elsewhere = await browser.newContext({ baseURL: running.url });
  await signInWithNda(here, running.url, USER.email, USER.password);
  await signInWithNda(elsewhere, running.url, USER.email, USER.password);
  const page = await here.newPage();
  const other = await elsewhere.newPage();
  await other.goto("/profile");
  await expect(other.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();

  await page.goto("/profile");
  const section = page
    .getByRole("heading", { level: 2, name: "Change password" })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(section).toBeVisible();
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    expect(await seriousViolations(page), theme).toEqual([]);
  }

  // The policy is said under the field as soon as it is left.
  await section.getByLabel("New password", { exact: true }).fill("abcdefgh");
  await section.getByLabel("Confirm new password").focus();
  await expect(section.getByText(/too easy to guess/)).toBeVisible();
  await section.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await expect(section.getByText(/too easy to guess/)).toHaveCount(0);
  await section.getByLabel("Confirm new password").fill(NEW_PASSWORD);

  // A wrong current password: said on its field, nothing changed.
  await section.getByLabel("Current password", { exact: true }).fill("not-the-password");
  await section.getByRole("button", { name: "Change Password" }).click();
  await expect(section.getByText("Your current password is not correct.")).toBeVisible();
  await expect(section.getByLabel("Current password", { exact: true })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  if (SCREENS) {
    mkdirSync(SCREENS, { recursive: true });
    for (const [width, theme] of [
      [375, "dark"],
      [1280, "light"],
    ] as const) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
      await setTheme(page, theme);
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${SCREENS}/change-password-${width}-${theme}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  await section.getByLabel("Current password", { exact: true }).fill(USER.password);
  await section.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();
  await expect(section.getByLabel("Current password", { exact: true })).toHaveValue("");

  // This browser goes on; the other one is signed out.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await other.reload();
  await expect(other.getByText("Welcome Back")).toBeVisible();

  const visitor = await playwright.request.newContext({ baseURL: running.url });
  const signIn = (password: string) =>
    visitor.post("/api/auth/sign-in/email", {
      data: { email: USER.email, password },
      headers: { Origin: running.url },
    });
  expect((await signIn(USER.password)).status()).toBe(401);
  expect((await signIn(NEW_PASSWORD)).status()).toBe(200);
  await visitor.dispose();
  await here.close();
  await elsewhere.close();
});

import { mkdirSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { adminSession, applyForBeta, approveAndInvite, newPage } from "./fixtures/journey";
import { SEEDED_SERVER } from "./fixtures/servers";
import { setTheme } from "./fixtures/theme";

// Set to a folder to keep screenshots of the applications list and the sign-up form's errors.
const screenshotsDir = process.env.E2E_SCREENSHOTS_DIR;

async function screenshot(page: Page, name: string) {
  if (!screenshotsDir) return;
  mkdirSync(screenshotsDir, { recursive: true });
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await page.screenshot({ path: `${screenshotsDir}/${name}-${theme}.png`, fullPage: true });
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

/** The control lies wholly inside the viewport's width (not clipped by a scrolling table). */
async function expectWithinWidth(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport({ ratio: 1 });
  const box = await control.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

const outboxLink = async (admin: Page, to: string, kind: string) => {
  const { emails } = (await (await admin.request.get("/api/admin/outbox")).json()) as {
    emails: { to: string; kind: string; subject: string; textBody: string }[];
  };
  return emails.find((mail) => mail.to === to && mail.kind === kind);
};

test.use({ baseURL: SEEDED_SERVER.url });

test("admin applications: nothing clipped at 1280 or 375 px, Reject with a message, filters in the URL; invitation sign-up errors under their fields", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const run = Date.now().toString(36);
  const rejectee = `reject-${run}@applicants.test`;
  const invitee = `invite-${run}@applicants.test`;
  const waiting = `waiting-${run}@applicants.test`;
  const visitor = await newPage(browser, SEEDED_SERVER.url);
  await applyForBeta(visitor, "Rejected Applicant With A Rather Long Name", rejectee);
  await applyForBeta(visitor, "Invited Applicant", invitee);
  await applyForBeta(visitor, "Waiting Applicant", waiting);

  const admin = await adminSession(browser, SEEDED_SERVER.url);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await approveAndInvite(admin, invitee);

  // 1280 px: every action of an invited applicant is visible, not clipped by the table.
  const invitedRow = admin.getByRole("row").filter({ hasText: invitee });
  for (const name of [/Resend invitation/, /Revoke invitation/, /Reject application/]) {
    await expectWithinWidth(admin, invitedRow.getByRole("button", { name }));
  }
  const region = admin.getByRole("region", { name: "Beta Registrations" });
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  // Reject with a message: too long is refused under the field, then a proper one is sent.
  const rejectRow = admin.getByRole("row").filter({ hasText: rejectee });
  await rejectRow.getByRole("button", { name: `Reject application of ${rejectee}` }).click();
  const dialog = admin.getByRole("dialog", { name: "Reject application" });
  const message = dialog.getByLabel(/Message to the applicant/);
  await message.fill("x".repeat(2001));
  await dialog.getByRole("button", { name: "Reject application" }).click();
  await expect(dialog.getByText("Message must be at most 2000 characters.")).toBeVisible();
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await message.fill("Thank you for applying. The beta is full this quarter.");
  await dialog.getByRole("button", { name: "Reject application" }).click();
  await expect(admin.getByText("Application rejected")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rejectRow).toContainText("Rejected");
  const mail = await outboxLink(admin, rejectee, "registration-rejected");
  expect(mail?.textBody).toContain("The beta is full this quarter.");

  // Filters by status, kept in the URL.
  const filters = admin.getByRole("radiogroup", { name: "Filter registrations by status" });
  await filters.getByRole("radio", { name: /Rejected/ }).click();
  await expect(admin).toHaveURL(/[?&]status=rejected/);
  await expect(rejectRow).toBeVisible();
  await expect(invitedRow).toHaveCount(0);
  await admin.reload();
  await expect(admin.getByRole("row").filter({ hasText: rejectee })).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: invitee })).toHaveCount(0);
  await filters.getByRole("radio", { name: /Invited/ }).click();
  await expect(admin).toHaveURL(/[?&]status=invited/);
  await expect(admin.getByRole("row").filter({ hasText: invitee })).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: rejectee })).toHaveCount(0);
  await filters.getByRole("radio", { name: /Pending/ }).click();
  await expect(admin.getByRole("row").filter({ hasText: waiting })).toBeVisible();
  await filters.getByRole("radio", { name: /All/ }).click();
  await expect(admin).not.toHaveURL(/status=/);
  await screenshot(admin, "admin-applications-1280");

  // 375 px: cards, each action reachable on screen; Approve & Invite works from the card.
  await admin.setViewportSize({ width: 375, height: 812 });
  const cards = admin.getByRole("list", { name: "Beta Registrations" });
  await expect(cards).toBeVisible();
  const invitedCard = cards.getByRole("listitem").filter({ hasText: invitee });
  for (const name of [/Resend invitation/, /Revoke invitation/, /Reject application/]) {
    await expectWithinWidth(admin, invitedCard.getByRole("button", { name }));
  }
  const waitingCard = cards.getByRole("listitem").filter({ hasText: waiting });
  const approve = waitingCard.getByRole("button", { name: "Approve & Invite" });
  await expectWithinWidth(admin, approve);
  await expect(admin.locator("body")).toHaveJSProperty("scrollWidth", 375);
  await admin.evaluate(() => window.scrollTo(0, 0));
  await screenshot(admin, "admin-applications-375");
  await approve.click();
  await expect(admin.getByText("Invitation Sent!")).toBeVisible();
  await expect(waitingCard).toContainText("Invitation Sent");

  // The invitation sign-up: its errors appear under their fields, the field focused.
  const invitation = await outboxLink(admin, invitee, "invitation");
  const link = /https?:\/\/\S+/.exec(invitation?.textBody ?? "")?.[0];
  expect(link).toBeTruthy();
  const page = await newPage(browser, SEEDED_SERVER.url);
  await page.goto(link!);
  const password = page.getByLabel("Password", { exact: true });
  const confirm = page.getByLabel("Confirm Password");
  await password.fill("long-enough-password");
  await confirm.fill("long-enough-passw0rd");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(confirm).toHaveAccessibleDescription("Passwords do not match. Please try again.");
  await expect(confirm).toBeFocused();
  await expect(password).not.toHaveAttribute("aria-invalid", "true");
  await screenshot(page, "invitation-signup-errors-1280");

  await password.fill("short");
  await confirm.fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters long\./);
  await expect(password).toBeFocused();
  await expect(confirm).not.toHaveAttribute("aria-invalid", "true");
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, "invitation-signup-errors-375");
});

import { expect, test } from "@playwright/test";
import { outboxMailbox, startSmtpMailbox } from "./fixtures/mailbox";
import {
  acceptNda,
  adminSession,
  applyForBeta,
  approveAndInvite,
  completeInvitation,
  newPage,
  signIn,
} from "./fixtures/journey";
import { expectFitsViewport } from "./fixtures/layout";
import { EMPTY_SERVER, MAIL_SERVER, SMTP_PORT } from "./fixtures/servers";

test.describe.configure({ mode: "serial" });

test("the closed-beta journey with real e-mail: apply, invite, sign up, confirm, NDA, sign in again, reset, re-accept, delete", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const mailbox = await startSmtpMailbox(SMTP_PORT);
  try {
    const fullName = "Ada Lovelace";
    const email = "ada@journey.test";
    const password = "first-password";

    const visitor = await newPage(browser, MAIL_SERVER.url);
    await applyForBeta(visitor, fullName, email);

    const admin = await adminSession(browser, MAIL_SERVER.url);
    await approveAndInvite(admin, email);

    // The invitation arrives by SMTP; the invitee signs up through it.
    const invitation = await mailbox.linkFrom(email, "invitation");
    expect(invitation).toMatch(new RegExp(`^${MAIL_SERVER.url}/invite/`));
    const invitee = await newPage(browser, MAIL_SERVER.url);
    await completeInvitation(invitee, invitation, fullName, email, password);

    // The used link is dead.
    await invitee.goto(invitation);
    await expect(invitee.getByText("Invalid Invitation")).toBeVisible();

    // Confirmation mail → NDA screen → the dashboard, signed in.
    await invitee.goto(await mailbox.linkFrom(email, "Confirm your e-mail"));
    await expect(invitee).toHaveURL(/\/auth\?mode=nda-acceptance/);
    await acceptNda(invitee);
    await expect(invitee).toHaveURL(`${MAIL_SERVER.url}/dashboard`);
    // The name from the application is kept: the dashboard greets the applicant by it, not by the e-mail.
    await expect(invitee.getByText(`Welcome back, ${fullName}.`)).toBeVisible();
    await expect(invitee.getByTestId("sidebar-email")).toHaveText(email);
    await expect
      .poll(() => mailbox.received.some((mail) => mail.to === email && mail.subject.includes("NDA")))
      .toBe(true);
    await admin.reload();
    await expect(admin.getByRole("row").filter({ hasText: email })).toContainText("NDA Accepted");

    // Sign out (everywhere) and back in.
    await invitee.getByRole("button", { name: "Account menu" }).click();
    await invitee.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(invitee).toHaveURL(/\/auth$/);
    await signIn(invitee, email, password);
    await expect(invitee.getByText("Welcome back!")).toBeVisible();

    // Forgot / reset password through the mailed link.
    await invitee.getByRole("button", { name: "Account menu" }).click();
    await invitee.getByRole("menuitem", { name: "Sign Out" }).click();
    await invitee.goto("/auth?mode=forgot-password");
    await invitee.getByLabel("Email").fill(email);
    await invitee.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(invitee.getByText("Check your email", { exact: true })).toBeVisible();
    await invitee.goto(await mailbox.linkFrom(email, "Reset your AESOP password"));
    await expect(invitee).toHaveURL(/mode=reset-password/);
    await invitee.getByLabel("New password", { exact: true }).fill("second-password");
    await invitee.getByLabel("Confirm new password").fill("second-password");
    await invitee.getByRole("button", { name: "Update Password" }).click();
    await expect(invitee.getByText("Password updated")).toBeVisible();
    await signIn(invitee, email, password);
    await expect(invitee.getByText("Login failed")).toBeVisible();
    await signIn(invitee, email, "second-password");
    await expect(invitee.getByText("Welcome back!")).toBeVisible();

    // A new NDA version forces re-acceptance.
    const published = await admin.request.post("/api/admin/nda", {
      data: { text: "AESOP beta NDA, version two. ".repeat(4), effectiveDate: "2026-12-01" },
    });
    expect(published.status()).toBe(201);
    await invitee.goto("/profile");
    await expect(invitee.getByText("Version 2")).toBeVisible();
    await acceptNda(invitee);
    // The guard shows the page that was asked for once the NDA is accepted.
    await expect(invitee.getByRole("heading", { name: "Profile" })).toBeVisible();
    await expect(invitee).toHaveURL(/\/profile$/);

    // Delete the account: only after typing the e-mail.
    await invitee.goto("/settings");
    await invitee.getByRole("button", { name: "Delete Account" }).click();
    const confirm = invitee.getByRole("button", { name: "Delete my account" });
    await expect(confirm).toBeDisabled();
    await invitee.getByRole("dialog").getByRole("textbox").fill(email.toUpperCase());
    await confirm.click();
    await expect(invitee).toHaveURL(/\/auth/);
    await signIn(invitee, email, "second-password");
    await expect(invitee.getByText("Login failed")).toBeVisible();
  } finally {
    await mailbox.close();
  }
});

test("the same journey without SMTP: the admin passes links on from the outbox", async ({ browser }) => {
  test.setTimeout(120_000);
  const fullName = "Grace Hopper";
  const email = "grace@outbox.test";
  const visitor = await newPage(browser, EMPTY_SERVER.url);
  await applyForBeta(visitor, fullName, email);

  const admin = await adminSession(browser, EMPTY_SERVER.url);
  await approveAndInvite(admin, email);
  const outbox = outboxMailbox(admin);

  // The outbox page lists the mail with a clickable link.
  await admin.goto("/admin/outbox");
  await expect(admin.getByText(email).first()).toBeVisible();
  await expect(admin.getByRole("link", { name: /\/invite\// }).first()).toBeVisible();

  const invitee = await newPage(browser, EMPTY_SERVER.url);
  await completeInvitation(invitee, await outbox.linkFrom(email, "invitation"), fullName, email, "grace-password");
  await invitee.goto(await outbox.linkFrom(email, "Confirm your e-mail"));
  await acceptNda(invitee);
  await expect(invitee.getByTestId("sidebar-email")).toHaveText(email);

  // The admin screens fit a 375 px phone.
  await admin.setViewportSize({ width: 375, height: 812 });
  for (const path of ["/admin", "/admin?tab=nda", "/admin?tab=user-guides", "/admin?tab=audit-log", "/admin/outbox"]) {
    await admin.goto(path);
    await admin.waitForLoadState("networkidle");
    await expectFitsViewport(admin, path);
  }

  // A member is not an admin: the page says so, and so does the server.
  await invitee.goto("/admin");
  await expect(invitee.getByRole("heading", { name: "Access denied" })).toBeVisible();
  expect((await invitee.request.get("/api/admin/registrations")).status()).toBe(403);
});

test("protected pages send visitors to /auth, and an invalid invitation says so", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile/);
  await expect(page.getByText("Welcome Back")).toBeVisible();

  await page.goto("/invite/not-a-real-token");
  await expect(page.getByText("Invalid Invitation")).toBeVisible();
  await expect(page.getByText("This invitation link is invalid or has already been used.")).toBeVisible();
});

test("a duplicate beta application gets the same answer as a first one (the form reveals nobody)", async ({ page }) => {
  await applyForBeta(page, "Alan Turing", "alan@dup.test");
  await page.goto("/beta-signup");
  await page.getByLabel("Full Name").fill("Alan T");
  await page.getByLabel("Email").fill("ALAN@dup.test");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Registration Successful!").first()).toBeVisible();
  await expect(page.getByText("Already Registered")).toHaveCount(0);
});

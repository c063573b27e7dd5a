import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/index";
import { startSmtpCapture } from "../../testing/smtp-capture";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { queueEmail } from "./email.service";
import { verificationEmail } from "./email.templates";

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("e-mail through the outbox and the job queue", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "AESOP <no-reply@aesop.test>" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const row = (id: string) => async () => (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

  it("delivers a queued mail to a real SMTP server and marks it sent", async () => {
    const id = await queueEmail(
      t.ctx,
      "email-verification",
      "ada@example.org",
      verificationEmail("Ada", "http://aesop.test/x"),
    );
    const sent = await waitFor(row(id), (mail) => mail?.status === "sent");
    expect(sent).toMatchObject({ attempts: 1, lastError: null });
    expect(smtp.received).toContainEqual(
      expect.objectContaining({ to: "ada@example.org", subject: "Confirm your e-mail address for AESOP" }),
    );
    expect(smtp.received.at(-1)?.text).toContain("http://aesop.test/x");
  });

  it("retries a refused mail and delivers it, keeping the error it met", async () => {
    smtp.control.refusals = 1;
    const id = await queueEmail(
      t.ctx,
      "email-verification",
      "retry@example.org",
      verificationEmail("R", "http://aesop.test/y"),
    );
    const failedOnce = await waitFor(row(id), (mail) => (mail?.attempts ?? 0) >= 1);
    expect(failedOnce?.lastError).toContain("try again later");
    // pg-boss retries with backoff (5 s first); the second attempt succeeds.
    const sent = await waitFor(row(id), (mail) => mail?.status === "sent", 30_000);
    expect(sent?.attempts).toBe(2);
  }, 45_000);
});

describe("without SMTP_URL", () => {
  it("keeps mails in the outbox as 'stored' for admins to read", async () => {
    const t = await createTestApp();
    try {
      const id = await queueEmail(
        t.ctx,
        "invitation",
        "ada@example.org",
        verificationEmail("Ada", "http://aesop.test/z"),
      );
      const stored = await waitFor(
        async () => (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0],
        (mail) => mail?.status === "stored",
      );
      expect(stored?.textBody).toContain("http://aesop.test/z");
    } finally {
      await t.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportSchema } from "@aesop/shared/contracts/reports";
import { createAdmin, createMember, type Client } from "../../testing/accounts";
import { waitForReport } from "../../testing/reports";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { startWebhookReceiver } from "../../testing/webhook-receiver";
import { signatureHeaders, verifySignature } from "../runtime/webhooks/webhook-signature";

const SECRET = "webhook-secret-for-tests-0123456789abcdef";

describe("Instructions Review Agent, webhook mode", () => {
  let t: TestApp;
  let ada: Client;
  let adaId: string;
  let projectId: string;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp({ INSTRUCTIONS_WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    adaId = ((await (await ada.request("/api/me")).json()) as { id: string }).id;
    projectId = (
      (await (await ada.request("/api/projects", { json: { projectName: "Triage" } })).json()) as { id: string }
    ).id;
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  const callback = (reportId: number, body: string, headers: Record<string, string>) =>
    t.request(`/api/webhooks/instructions-review/reports/${reportId}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });

  it("says so in the modes endpoint", async () => {
    const modes = await (await ada.request("/api/agents/modes")).json();
    expect(modes).toMatchObject({
      agents: { "instructions-review": "webhook", ideation: "guided", interview: "guided", ethos: "guided" },
    });
  });

  it("posts the spec's multipart call, signed, and accepts the report on a signed callback", async () => {
    const before = receiver.received.length;
    const submitted = reportSchema.parse(
      await (
        await ada.request(`/api/projects/${projectId}/instructions`, { json: { instructions: "You triage symptoms." } })
      ).json(),
    );
    const call = await receiver.waitFor(before + 1);
    expect(call.fields).toMatchObject({
      user_id: adaId,
      project_name: "Triage",
      instructions: "You triage symptoms.",
      report_id: String(submitted.id),
      callback_url: `http://aesop.test/api/webhooks/instructions-review/reports/${submitted.id}`,
    });
    expect(
      verifySignature(
        SECRET,
        {
          timestamp: call.headers["x-aesop-timestamp"] as string,
          signature: call.headers["x-aesop-signature"] as string,
        },
        call.body,
      ),
    ).toEqual({ ok: true });
    // Waiting for the workflow: running, not done.
    const waiting = await waitForReport(ada, projectId, submitted.id, "running");
    expect(waiting.details.mode).toBe("webhook");

    const body = JSON.stringify({ report: "# External review\n\nLooks fine.", title: "External review" });
    const unsigned = await callback(submitted.id, body, {});
    expect(unsigned.status).toBe(401);
    const wrong = await callback(submitted.id, body, signatureHeaders("another-secret-that-is-long-enough-000", body));
    expect(wrong.status).toBe(401);
    const tampered = await callback(submitted.id, body.replace("fine", "great"), signatureHeaders(SECRET, body));
    expect(tampered.status).toBe(401);
    expect((await waitForReport(ada, projectId, submitted.id, "running")).markdown).toBeNull();

    const accepted = await callback(submitted.id, body, signatureHeaders(SECRET, body));
    expect(accepted.status).toBe(200);
    const done = await waitForReport(ada, projectId, submitted.id, "done");
    expect(done).toMatchObject({ title: "External review", markdown: "# External review\n\nLooks fine." });

    const again = await callback(submitted.id, body, signatureHeaders(SECRET, body));
    expect(again.status).toBe(409);
  });

  it("refuses a signed callback with a bad body or an unknown report, changing nothing", async () => {
    const submitted = reportSchema.parse(
      await (
        await ada.request(`/api/projects/${projectId}/instructions`, { json: { instructions: "Be brief." } })
      ).json(),
    );
    await waitForReport(ada, projectId, submitted.id, "running");
    for (const body of ["not json", JSON.stringify({ report: "" }), JSON.stringify({ nothing: 1 })]) {
      const response = await callback(submitted.id, body, signatureHeaders(SECRET, body));
      expect(response.status).toBe(400);
    }
    const unknown = JSON.stringify({ report: "x" });
    expect((await callback(999_999, unknown, signatureHeaders(SECRET, unknown))).status).toBe(404);
    expect((await waitForReport(ada, projectId, submitted.id, "running")).markdown).toBeNull();

    const failure = JSON.stringify({ error: "The workflow could not parse the instructions." });
    expect((await callback(submitted.id, failure, signatureHeaders(SECRET, failure))).status).toBe(200);
    const failed = await waitForReport(ada, projectId, submitted.id, "failed");
    expect(failed.error).toBe("The workflow could not parse the instructions.");
  });
});

describe("Instructions Review Agent, webhook mode, unreachable workflow", () => {
  it("retries, then fails the report with the reason", async () => {
    const receiver = await startWebhookReceiver(() => ({ status: 503 }));
    const t = await createTestApp({ INSTRUCTIONS_WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });
    try {
      const admin = await createAdmin(t);
      const ada = await createMember(t, admin, { email: "ada@aesop.test" });
      const projectId = (
        (await (await ada.request("/api/projects", { json: { projectName: "P" } })).json()) as { id: string }
      ).id;
      // Fewer, faster retries than production for this test.
      await t.ctx.jobs.updateQueue("agent.instructions-review", {
        name: "agent.instructions-review",
        retryLimit: 1,
        retryDelay: 0,
        retryBackoff: false,
      });
      const submitted = reportSchema.parse(
        await (await ada.request(`/api/projects/${projectId}/instructions`, { json: { instructions: "Hi" } })).json(),
      );
      const failed = await waitForReport(ada, projectId, submitted.id, "failed", 30_000);
      expect(failed.error).toContain("503");
      expect(receiver.received.length).toBe(2);
    } finally {
      await t.close();
      await receiver.stop();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportSchema } from "@aesop/shared/contracts/reports";
import { createAdmin, createMember, type Client } from "../../testing/accounts";
import { waitForReport, waitForReportWhere } from "../../testing/reports";
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

  const callbackPath = (reportId: number) => `/api/webhooks/instructions-review/reports/${reportId}`;
  const callback = (reportId: number, body: string, headers: Record<string, string>) =>
    t.request(callbackPath(reportId), {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });
  /** Signed as the workflow signs: for this report's callback URL. */
  const signedFor = (reportId: number, body: string, secret = SECRET) =>
    signatureHeaders(secret, { method: "POST", path: callbackPath(reportId) }, body);

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
        { method: "POST", path: "/hook" },
        call.body,
      ),
    ).toEqual({ ok: true });
    // Waiting for the workflow: running, not done, and marked as the webhook's (once the call is answered).
    const waiting = await waitForReportWhere(
      ada,
      projectId,
      submitted.id,
      (report) => report.details.mode === "webhook",
      "marked as the webhook's",
    );
    expect(waiting).toMatchObject({ status: "running", markdown: null });

    const body = JSON.stringify({ report: "# External review\n\nLooks fine.", title: "External review" });
    const unsigned = await callback(submitted.id, body, {});
    expect(unsigned.status).toBe(401);
    const wrong = await callback(
      submitted.id,
      body,
      signedFor(submitted.id, body, "another-secret-that-is-long-enough-000"),
    );
    expect(wrong.status).toBe(401);
    const tampered = await callback(submitted.id, body.replace("fine", "great"), signedFor(submitted.id, body));
    expect(tampered.status).toBe(401);
    expect((await waitForReport(ada, projectId, submitted.id, "running")).markdown).toBeNull();

    const accepted = await callback(submitted.id, body, signedFor(submitted.id, body));
    expect(accepted.status).toBe(200);
    const done = await waitForReport(ada, projectId, submitted.id, "done");
    expect(done).toMatchObject({ title: "External review", markdown: "# External review\n\nLooks fine." });

    const again = await callback(submitted.id, body, signedFor(submitted.id, body));
    expect(again.status).toBe(409);
  });

  it("refuses a callback signed for another report, and a signed callback used a second time", async () => {
    const submit = async (instructions: string) => {
      const submitted = reportSchema.parse(
        await (await ada.request(`/api/projects/${projectId}/instructions`, { json: { instructions } })).json(),
      );
      await waitForReport(ada, projectId, submitted.id, "running");
      return submitted.id;
    };
    const first = await submit("You answer questions about opening hours.");
    const second = await submit("You book tables.");

    // Byte for byte, a valid callback of the first report sent to the second report's URL.
    const body = JSON.stringify({ report: "# Review of the first report" });
    const headers = signedFor(first, body);
    const moved = await callback(second, body, headers);
    expect(moved.status).toBe(401);
    expect((await waitForReport(ada, projectId, second, "running")).markdown).toBeNull();

    // A signed error callback works once; within the five minutes it is not accepted again.
    const failure = JSON.stringify({ error: "The workflow stopped." });
    const failureHeaders = signedFor(second, failure);
    expect((await callback(second, failure, failureHeaders)).status).toBe(200);
    await waitForReport(ada, projectId, second, "failed");
    const replay = await callback(second, failure, failureHeaders);
    expect(replay.status).toBe(409);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe("ALREADY_USED");

    expect((await callback(first, body, headers)).status).toBe(200);
    expect((await waitForReport(ada, projectId, first, "done")).markdown).toBe("# Review of the first report");
  });

  it("refuses a signed callback with a bad body or an unknown report, changing nothing", async () => {
    const submitted = reportSchema.parse(
      await (
        await ada.request(`/api/projects/${projectId}/instructions`, { json: { instructions: "Be brief." } })
      ).json(),
    );
    await waitForReport(ada, projectId, submitted.id, "running");
    for (const body of ["not json", JSON.stringify({ report: "" }), JSON.stringify({ nothing: 1 })]) {
      const response = await callback(submitted.id, body, signedFor(submitted.id, body));
      expect(response.status).toBe(400);
    }
    const unknown = JSON.stringify({ report: "x" });
    expect((await callback(999_999, unknown, signedFor(999_999, unknown))).status).toBe(404);
    expect((await waitForReport(ada, projectId, submitted.id, "running")).markdown).toBeNull();

    const failure = JSON.stringify({ error: "The workflow could not parse the instructions." });
    expect((await callback(submitted.id, failure, signedFor(submitted.id, failure))).status).toBe(200);
    const failed = await waitForReport(ada, projectId, submitted.id, "failed");
    expect(failed.error).toBe("The workflow could not parse the instructions.");
  });
});

describe("Instructions Review Agent, webhook mode, a workflow that calls back before it answers", () => {
  it("keeps the delivered report: the worker's own later write does not set it running again", async () => {
    // The workflow calls the app that is created after it.
    const app: { current?: TestApp } = {};
    const delivered: number[] = [];
    const receiver = await startWebhookReceiver(async (call) => {
      const reportId = Number(call.fields.report_id);
      const body = JSON.stringify({ report: "# Quick review\n\nDone before the answer." });
      const path = `/api/webhooks/instructions-review/reports/${reportId}`;
      const response = await app.current!.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", ...signatureHeaders(SECRET, { method: "POST", path }, body) },
        body,
      });
      delivered.push(response.status);
      return { status: 202 };
    });
    const t = await createTestApp({ INSTRUCTIONS_WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });
    app.current = t;
    try {
      const admin = await createAdmin(t);
      const ada = await createMember(t, admin, { email: "ada@aesop.test" });
      const projectId = (
        (await (await ada.request("/api/projects", { json: { projectName: "Fast" } })).json()) as { id: string }
      ).id;
      const submitted = reportSchema.parse(
        await (await ada.request(`/api/projects/${projectId}/instructions`, { json: { instructions: "Hi" } })).json(),
      );
      await receiver.waitFor(1);
      const done = await waitForReport(ada, projectId, submitted.id, "done");
      expect(delivered).toEqual([200]);
      // Once the worker's job has ended, the report is still as the callback left it.
      const deadline = Date.now() + 10_000;
      const jobState = async () =>
        (
          await t.ctx.database.pool.query<{ state: string }>(
            "select state from pgboss.job where name = 'agent.instructions-review'",
          )
        ).rows[0]?.state;
      while ((await jobState()) !== "completed" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await jobState()).toBe("completed");
      const after = await waitForReport(ada, projectId, submitted.id, "done");
      expect(after).toMatchObject({
        markdown: done.markdown,
        title: "Instructions review",
        details: { mode: "webhook" },
      });
    } finally {
      await t.close();
      await receiver.stop();
    }
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

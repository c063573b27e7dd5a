import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentSessionDetailSchema } from "@aesop/shared/contracts/agents";
import { createAdmin, createMember, type Client } from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/test-app";
import { readUiMessageStream } from "../testing/ui-message-stream";
import { startWebhookReceiver } from "../testing/webhook-receiver";
import { verifySignature } from "./runtime/webhooks/webhook-signature";

const SECRET = "chat-webhook-secret-0123456789abcdefghij";

describe("chat agents in webhook mode", () => {
  let t: TestApp;
  let ada: Client;
  let adaId: string;
  let projectId: string;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    receiver = await startWebhookReceiver((call) => {
      const body = JSON.parse(call.body.toString()) as { chatInput: string };
      return body.chatInput === "break"
        ? { status: 502 }
        : { status: 200, json: { output: `Workflow heard: ${body.chatInput}` } };
    });
    t = await createTestApp({
      IDEATION_WEBHOOK_URL: receiver.url,
      INTERVIEW_WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
    });
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    adaId = ((await (await ada.request("/api/me")).json()) as { id: string }).id;
    projectId = (
      (await (await ada.request("/api/projects", { json: { projectName: "Webhook Bot" } })).json()) as { id: string }
    ).id;
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it("forwards each message, signed, with the session id and the spec's metadata", async () => {
    for (const agent of ["ideation", "interview"] as const) {
      const detail = agentSessionDetailSchema.parse(
        await (await ada.request(`/api/projects/${projectId}/agent-sessions`, { json: { agent } })).json(),
      );
      expect(detail.session.mode).toBe("webhook");
      const before = receiver.received.length;
      const reply = await readUiMessageStream(
        await ada.request(`/api/agent-sessions/${detail.session.id}/messages`, { json: { text: "It tutors maths." } }),
      );
      expect(reply.text).toBe("Workflow heard: It tutors maths.");
      const call = await receiver.waitFor(before + 1);
      const body = JSON.parse(call.body.toString()) as Record<string, unknown>;
      expect(body).toMatchObject({
        action: "sendMessage",
        sessionId: detail.session.id,
        chatInput: "It tutors maths.",
        metadata: { user_id: adaId, project_name: "Webhook Bot" },
      });
      if (agent === "interview") {
        expect(body.metadata).toMatchObject({ has_instructions: false, instructions_id: null });
      }
      const headers = {
        timestamp: call.headers["x-aesop-timestamp"] as string,
        signature: call.headers["x-aesop-signature"] as string,
      };
      expect(verifySignature(SECRET, headers, { method: "POST", path: "/hook" }, call.body)).toEqual({ ok: true });
    }
  });

  it("stores a failed reply when the workflow fails, with its reason", async () => {
    const detail = agentSessionDetailSchema.parse(
      await (await ada.request(`/api/projects/${projectId}/agent-sessions`, { json: { agent: "ideation" } })).json(),
    );
    const reply = await readUiMessageStream(
      await ada.request(`/api/agent-sessions/${detail.session.id}/messages`, { json: { text: "break" } }),
    );
    expect(reply.error).toContain("502");
    const stored = agentSessionDetailSchema.parse(
      await (await ada.request(`/api/agent-sessions/${detail.session.id}`)).json(),
    );
    expect(stored.messages.at(-1)).toMatchObject({ role: "assistant", status: "failed" });
    expect(stored.messages.at(-2)).toMatchObject({ role: "user", text: "break" });
  });
});

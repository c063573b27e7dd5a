import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import {
  CHAT_WEBHOOK_PRESET,
  targetListSchema,
  targetSchema,
  targetTestResultSchema,
  type SaveTargetInput,
} from "@aesop/shared/contracts/eval";
import { evalTargets } from "../../../db/schema/index";
import { createAdmin, createMember, type Client } from "../../../testing/accounts";
import { startMockLlm, type MockLlm } from "../../../testing/mock-llm/index";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { startWebhookReceiver } from "../../../testing/webhook-receiver";

const API_KEY = "sk-test-key-98765";

/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("Eval targets through the API (real database)", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;
  let bob: Client;
  let projectId: string;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;

  const targetsUrl = () => `/api/projects/${projectId}/eval-targets`;
  const create = async (body: SaveTargetInput, client = ada) => client.request(targetsUrl(), { json: body });
  const modelTarget = (overrides: Partial<{ apiKey: string; baseUrl: string }> = {}): SaveTargetInput => ({
    name: "Deployed assistant",
    config: { kind: "openai-compatible", baseUrl: mock.url, model: "mock-model", apiKey: API_KEY, ...overrides },
  });
  const testConnection = async (targetId: string, client = ada) =>
    client.request(`${targetsUrl()}/${targetId}/test`, { json: { message: "Hello there" } });

  beforeAll(async () => {
    mock = await startMockLlm({ apiKey: API_KEY });
    webhook = await startWebhookReceiver(() => ({ status: 200, json: { output: "Hi from the webhook" } }));
    t = await createTestApp();
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    bob = await createMember(t, admin, { email: "bob@aesop.test" });
    projectId = (
      (await (await ada.request("/api/projects", { json: { projectName: "Helpdesk" } })).json()) as {
        id: string;
      }
    ).id;
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
    await webhook.stop();
  });

  it("creates a target with its key encrypted at rest and shown only as its last four characters", async () => {
    const response = await create(modelTarget());
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toContain(API_KEY);
    const target = targetSchema.parse(JSON.parse(text));
    expect(target.config).toMatchObject({ kind: "openai-compatible", apiKey: "••••8765" });
    expect(target.limits).toEqual({ concurrency: 4, requestsPerMinute: null, timeoutSeconds: 60, retries: 2 });

    const [row] = await t.ctx.db.select().from(evalTargets).where(eq(evalTargets.id, target.id));
    expect(row?.sealedSecrets).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(API_KEY);

    const list = await (await ada.request(targetsUrl())).text();
    expect(list).not.toContain(API_KEY);
    expect(targetListSchema.parse(JSON.parse(list)).targets.map((item) => item.id)).toEqual([target.id]);
  });

  it("tests the connection: the reply, then the exact error for a bad key and an unreachable server", async () => {
    const target = targetSchema.parse(await (await create(modelTarget())).json());
    const ok = targetTestResultSchema.parse(await (await testConnection(target.id)).json());
    expect(ok).toMatchObject({ ok: true, reply: "Mock reply to: Hello there" });

    const badKey = targetSchema.parse(await (await create(modelTarget({ apiKey: "sk-wrong-0000" }))).json());
    const refused = targetTestResultSchema.parse(await (await testConnection(badKey.id)).json());
    expect(refused).toMatchObject({ ok: false, error: "The target answered 401: Incorrect API key provided." });

    const nowhere = targetSchema.parse(
      await (await create(modelTarget({ baseUrl: `http://127.0.0.1:${await closedPort()}/v1` }))).json(),
    );
    const unreachable = targetTestResultSchema.parse(await (await testConnection(nowhere.id)).json());
    expect(unreachable.ok).toBe(false);
    if (!unreachable.ok) expect(unreachable.error).toMatch(/^The target could not be reached: .*ECONNREFUSED/);
  });

  it("keeps the stored key when an update leaves it out, and replaces it when one is given", async () => {
    const target = targetSchema.parse(await (await create(modelTarget())).json());
    const { apiKey: _dropped, ...withoutKey } = modelTarget().config as { apiKey?: string };
    const renamed = await ada.request(`${targetsUrl()}/${target.id}`, {
      method: "PUT",
      json: { name: "Renamed", config: withoutKey, limits: { concurrency: 2, timeoutSeconds: 5, retries: 0 } },
    });
    expect(renamed.status).toBe(200);
    const saved = targetSchema.parse(await renamed.json());
    expect(saved).toMatchObject({ name: "Renamed", config: { apiKey: "••••8765" }, limits: { concurrency: 2 } });
    expect(targetTestResultSchema.parse(await (await testConnection(target.id)).json()).ok).toBe(true);

    await ada.request(`${targetsUrl()}/${target.id}`, {
      method: "PUT",
      json: { name: "Renamed", config: { ...withoutKey, apiKey: "sk-other-1111" } },
    });
    expect(targetTestResultSchema.parse(await (await testConnection(target.id)).json()).ok).toBe(false);
  });

  it("calls an HTTP endpoint with the chat webhook preset and a secret header, and names a missing reply path", async () => {
    const response = await create({
      name: "Chat webhook",
      config: {
        kind: "http",
        url: webhook.url,
        method: "POST",
        headers: [
          { name: "Authorization", value: "Bearer hook-secret-4321", secret: true },
          { name: "X-Tenant", value: "acme", secret: false },
        ],
        bodyTemplate: CHAT_WEBHOOK_PRESET.bodyTemplate,
        replyPath: CHAT_WEBHOOK_PRESET.replyPath,
      },
    });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toContain("hook-secret");
    const target = targetSchema.parse(JSON.parse(text));
    expect(target.config).toMatchObject({
      headers: [
        { name: "Authorization", value: "••••4321", secret: true },
        { name: "X-Tenant", value: "acme", secret: false },
      ],
    });

    const ok = targetTestResultSchema.parse(await (await testConnection(target.id)).json());
    expect(ok).toMatchObject({ ok: true, reply: "Hi from the webhook" });
    const sent = webhook.received.at(-1);
    expect(sent?.headers.authorization).toBe("Bearer hook-secret-4321");
    expect(sent?.headers["x-tenant"]).toBe("acme");
    expect(JSON.parse(sent?.body.toString() ?? "{}")).toEqual({
      sessionId: `test-${target.id}`,
      chatInput: "Hello there",
    });

    // The secret header is left out of the update: the stored value is kept.
    const updated = await ada.request(`${targetsUrl()}/${target.id}`, {
      method: "PUT",
      json: {
        name: "Chat webhook",
        config: {
          kind: "http",
          url: webhook.url,
          headers: [{ name: "Authorization", secret: true }],
          bodyTemplate: CHAT_WEBHOOK_PRESET.bodyTemplate,
          replyPath: "data.reply",
        },
      },
    });
    expect(updated.status).toBe(200);
    const missing = targetTestResultSchema.parse(await (await testConnection(target.id)).json());
    expect(missing).toMatchObject({
      ok: false,
      error: 'The reply path "data.reply" was not found: the answer has no "data".',
    });
    expect(webhook.received.at(-1)?.headers.authorization).toBe("Bearer hook-secret-4321");
  });

  it("refuses bad input with the message, changing nothing", async () => {
    const before = targetListSchema.parse(await (await ada.request(targetsUrl())).json()).targets.length;
    const cases: [unknown, RegExp][] = [
      [
        { name: "x", config: { kind: "http", url: "ftp://x", bodyTemplate: "{{message}}", replyPath: "a" } },
        /http:\/\//,
      ],
      [
        { name: "x", config: { kind: "http", url: "http://x", bodyTemplate: '{"a": 1}', replyPath: "a" } },
        /\{\{message\}\}/,
      ],
      [
        { name: "x", config: { kind: "http", url: "http://x", bodyTemplate: '{"q": {{message}}', replyPath: "a" } },
        /not valid JSON once its placeholders are filled in/,
      ],
      [
        {
          name: "x",
          config: { kind: "openai-compatible", baseUrl: mock.url, model: "m" },
          limits: { concurrency: 1001 },
        },
        /between 1 and 1,000/,
      ],
      [{ name: "", config: { kind: "openai-compatible", baseUrl: mock.url, model: "m" } }, /name is required/],
      [
        { name: "x", config: { kind: "openai-compatible", baseUrl: `${mock.url}/chat/completions`, model: "m" } },
        new RegExp(`The base URL ends before /chat/completions: ${mock.url.replace(/[.]/g, "\\.")}$`),
      ],
      [
        {
          name: "x",
          config: {
            kind: "http",
            url: "http://x",
            headers: [{ name: "Authorization", secret: true }],
            bodyTemplate: "{{message}}",
            replyPath: "a",
          },
        },
        /secret header "Authorization" needs a value/,
      ],
      ...(
        [
          [{ name: "X-Team", value: "care\r\nX-Injected: 1" }, /header "X-Team" contains a line break/],
          [{ name: "Transfer-Encoding", value: "chunked" }, /AESOP sets Transfer-Encoding itself/],
          [{ name: "host", value: "metadata.internal" }, /AESOP sets host itself/],
        ] as const
      ).map(([header, message]): [unknown, RegExp] => [
        {
          name: "x",
          config: { kind: "http", url: "http://x", headers: [header], bodyTemplate: "{{message}}", replyPath: "a" },
        },
        message,
      ]),
      [
        {
          name: "x",
          config: {
            kind: "instructions-on-model",
            provider: "openai-compatible",
            baseUrl: mock.url,
            model: "m",
            instructions: { source: "report", reportId: 999 },
          },
        },
        /Report #999 is not an instructions review of this project/,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await ada.request(targetsUrl(), { json: body });
      expect(response.status).toBe(400);
      const { error } = apiErrorSchema.parse(await response.json());
      expect([error.message, ...(error.issues ?? []).map((issue) => issue.message)].join(" ")).toMatch(message);
    }
    expect(targetListSchema.parse(await (await ada.request(targetsUrl())).json()).targets.length).toBe(before);
  });

  it("answers 404 to another user for every target route, and deletes for the owner", async () => {
    const target = targetSchema.parse(await (await create(modelTarget())).json());
    const url = `${targetsUrl()}/${target.id}`;
    expect((await bob.request(targetsUrl())).status).toBe(404);
    expect((await create(modelTarget(), bob)).status).toBe(404);
    expect((await bob.request(url, { method: "PUT", json: modelTarget() })).status).toBe(404);
    expect((await testConnection(target.id, bob)).status).toBe(404);
    expect((await bob.request(url, { method: "DELETE" })).status).toBe(404);
    expect(mock.requests.filter((request) => request.body && JSON.stringify(request.body).includes("bob")).length).toBe(
      0,
    );

    expect((await ada.request(url, { method: "DELETE" })).status).toBe(204);
    expect((await ada.request(url, { method: "DELETE" })).status).toBe(404);
  });

  it("runs instructions on a model with the project's latest reviewed instructions as the system prompt", async () => {
    const noInstructions = targetSchema.parse(
      await (
        await create({
          name: "Instructions",
          config: {
            kind: "instructions-on-model",
            provider: "openai-compatible",
            baseUrl: mock.url,
            model: "mock-model",
            apiKey: API_KEY,
          },
        })
      ).json(),
    );
    const missing = targetTestResultSchema.parse(await (await testConnection(noInstructions.id)).json());
    expect(missing).toMatchObject({ ok: false, error: expect.stringMatching(/no instructions yet/) as unknown });

    const instructions = "You are Penny, the budgeting assistant of Northway Bank.\nNever give investment advice.";
    const review = await ada.request(`/api/projects/${projectId}/instructions`, { json: { instructions } });
    expect(review.status).toBe(202);
    const ok = targetTestResultSchema.parse(await (await testConnection(noInstructions.id)).json());
    expect(ok.ok).toBe(true);
    const sent = mock.requests.at(-1)?.body as { messages: { role: string; content: string }[] };
    expect(sent.messages[0]).toEqual({ role: "system", content: instructions });
  });
});

/** Server-side request forgery: a target is a URL any builder types, called by the server. */
describe("the addresses a target may have", () => {
  let t: TestApp;
  let shared: TestApp;
  let ada: Client;
  let eve: Client;
  let projectId: string;
  let sharedProjectId: string;
  let redirecting: ReturnType<typeof createServer>;
  let redirectUrl: string;

  const httpTarget = (url: string): SaveTargetInput => ({
    name: "Internal",
    config: { kind: "http", url, method: "POST", headers: [], bodyTemplate: '{"q":"{{message}}"}', replyPath: "a" },
  });
  const refusal = async (response: Response) => apiErrorSchema.parse(await response.json()).error;

  beforeAll(async () => {
    // A public-looking endpoint that sends its callers on to the metadata service.
    redirecting = createServer((_, res) => res.writeHead(302, { location: "http://169.254.169.254/latest/" }).end());
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    redirectUrl = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/chat`;
    // The test apps allow private networks (their mock model is on 127.0.0.1): `t` as a local install does.
    t = await createTestApp();
    // A shared deployment: private networks refused (as in auto mode on a public BASE_URL, network-guard.test.ts).
    shared = await createTestApp({ PRIVATE_TARGETS: "block" });
    ada = await createMember(t, await createAdmin(t), { email: "ada@aesop.test" });
    eve = await createMember(shared, await createAdmin(shared), { email: "eve@aesop.test" });
    const project = async (client: Client) =>
      ((await (await client.request("/api/projects", { json: { projectName: "Probe" } })).json()) as { id: string }).id;
    projectId = await project(ada);
    sharedProjectId = await project(eve);
  });
  afterAll(async () => {
    await t.close();
    await shared.close();
    await new Promise((resolve) => redirecting.close(resolve));
  });

  it("never saves a target at the cloud's metadata address, with the reason", async () => {
    for (const url of [
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:169.254.169.254]/",
      "http://[64:ff9b::a9fe:a9fe]/",
      "http://0.0.0.0:3000/",
    ]) {
      const response = await ada.request(`/api/projects/${projectId}/eval-targets`, { json: httpTarget(url) });
      expect(response.status).toBe(400);
      const { code, message } = await refusal(response);
      expect(code).toBe("TARGET_ADDRESS_REFUSED");
      expect(message).toMatch(
        /^AESOP does not call .*: it is a link-local or reserved address( \(169\.254\.169\.254 written as IPv6\))?\.$/,
      );
    }
    const list = targetListSchema.parse(await (await ada.request(`/api/projects/${projectId}/eval-targets`)).json());
    expect(list.targets).toHaveLength(0);
  });

  it("refuses this server and private networks on a shared deployment, saying how an admin allows them", async () => {
    for (const url of [
      "http://127.0.0.1:3000/api/me",
      "http://localhost:5432/",
      "http://10.0.0.5/v1",
      "http://192.168.1.20/chat",
    ]) {
      const response = await eve.request(`/api/projects/${sharedProjectId}/eval-targets`, { json: httpTarget(url) });
      expect(response.status).toBe(400);
      expect((await refusal(response)).message).toMatch(
        /: it is on a private network or this server\. A server admin can allow private networks with PRIVATE_TARGETS=allow\.$/,
      );
    }
    // A base URL of a model target is checked the same way.
    const model = await eve.request(`/api/projects/${sharedProjectId}/eval-targets`, {
      json: {
        name: "Local model",
        config: { kind: "openai-compatible", baseUrl: "http://127.0.0.1:11434/v1", model: "m" },
      },
    });
    expect(model.status).toBe(400);
  });

  it("does not follow a redirect: the target's 302 is its answer, reported as an error", async () => {
    const created = await ada.request(`/api/projects/${projectId}/eval-targets`, { json: httpTarget(redirectUrl) });
    expect(created.status).toBe(201);
    const target = targetSchema.parse(await created.json());
    const tested = targetTestResultSchema.parse(
      await (
        await ada.request(`/api/projects/${projectId}/eval-targets/${target.id}/test`, { json: { message: "Hi" } })
      ).json(),
    );
    expect(tested.ok).toBe(false);
    expect(tested.ok ? "" : tested.error).toContain("302");
  });
});

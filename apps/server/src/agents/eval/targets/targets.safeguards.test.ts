import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import {
  targetListSchema,
  targetSchema,
  targetTestResultSchema,
  type SaveTargetInput,
  type Target,
} from "@aesop/shared/contracts/eval";
import { createAdmin, createMember, type Client } from "../../../testing/accounts";
import { createProject, evalScript, importScript, startRun, waitForRun } from "../../../testing/eval-fixture";
import { startMockLlm, type MockLlm } from "../../../testing/mock-llm/index";
import { OVERSIZED_CHUNK_BYTES, startOversizedTarget } from "../../../testing/oversized-target";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { startWebhookReceiver } from "../../../testing/webhook-receiver";

const MiB = 1024 * 1024;
const API_KEY = "sk-saved-key-24680";
const TOO_LARGE = "The target's answer is larger than 1 MiB";

/**
 * What a builder's target can do to the server (answer without end) and what a leaked API token
 * can do with a target (move it to its own host to collect the saved key), through the API.
 */
describe("target safeguards (real database)", () => {
  let t: TestApp;
  let ada: Client;
  let projectId: string;
  let oversized: Awaited<ReturnType<typeof startOversizedTarget>>;
  /** The provider the key was saved for, and another host (an attacker's) that records what it receives. */
  let provider: MockLlm;
  let elsewhere: MockLlm;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let otherHook: Awaited<ReturnType<typeof startWebhookReceiver>>;

  const targetsUrl = () => `/api/projects/${projectId}/eval-targets`;
  const create = async (body: SaveTargetInput) => {
    const response = await ada.request(targetsUrl(), { json: body });
    expect(response.status).toBe(201);
    return targetSchema.parse(await response.json());
  };
  const update = (target: Target, body: SaveTargetInput) =>
    ada.request(`${targetsUrl()}/${target.id}`, { method: "PUT", json: body });
  const testConnection = async (target: Target) => {
    const response = await ada.request(`${targetsUrl()}/${target.id}/test`, { json: { message: "Hello" } });
    const text = await response.text();
    return { result: targetTestResultSchema.parse(JSON.parse(text)), bytes: text.length };
  };
  const modelConfig = (baseUrl: string, apiKey?: string) => ({
    kind: "openai-compatible" as const,
    baseUrl,
    model: "mock-model",
    ...(apiKey === undefined ? {} : { apiKey }),
  });
  const httpConfig = (url: string, headers: { name: string; value?: string; secret: boolean }[]) => ({
    kind: "http" as const,
    url,
    method: "POST" as const,
    headers,
    bodyTemplate: '{"chatInput": {{message}}}',
    replyPath: "output",
  });

  beforeAll(async () => {
    oversized = await startOversizedTarget({ totalBytes: 8 * MiB });
    provider = await startMockLlm({ apiKey: API_KEY });
    elsewhere = await startMockLlm();
    hook = await startWebhookReceiver(() => ({ status: 200, json: { output: "From the saved host" } }));
    otherHook = await startWebhookReceiver(() => ({ status: 200, json: { output: "From another host" } }));
    t = await createTestApp();
    ada = await createMember(t, await createAdmin(t), { email: "ada@aesop.test" });
    projectId = await createProject(ada, "Safeguards");
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([oversized.stop(), provider.stop(), elsewhere.stop(), hook.stop(), otherHook.stop()]);
  });

  describe("an answer larger than TARGET_MAX_REPLY_BYTES", () => {
    for (const shape of ["content-length", "chunked"] as const) {
      it(`Test connection answers the reason for an HTTP target's 8 MiB answer (${shape}), having read ~1 MiB`, async () => {
        const target = await create({ name: "Huge", config: httpConfig(oversized.url(shape, "/chat"), []) });
        const { result, bytes } = await testConnection(target);
        expect(result).toMatchObject({ ok: false, error: TOO_LARGE });
        expect(bytes).toBeLessThan(1_000);
        const answer = await oversized.lastAnswer();
        expect(answer.complete).toBe(false);
        // Served before the server saw the connection close: the cap, the chunk read past it, and
        // those written meanwhile (oversized-target.ts); without the cap, all 8 MiB.
        expect(answer.served).toBeLessThanOrEqual(MiB + 4 * OVERSIZED_CHUNK_BYTES);
      });
    }

    it("Test connection of an OpenAI-compatible target stops its 8 MiB completion too", async () => {
      const target = await create({ name: "Huge model", config: modelConfig(oversized.url("chunked", "/v1")) });
      expect((await testConnection(target)).result).toMatchObject({ ok: false, error: TOO_LARGE });
      expect((await oversized.lastAnswer()).served).toBeLessThanOrEqual(MiB + 4 * OVERSIZED_CHUNK_BYTES);
    });

    it("is that scenario's error in a run, with the reason, and no reply stored", async () => {
      const scriptId = await importScript(ada, projectId, evalScript({ adaptive: false }));
      const target = await create({
        name: "Huge in a run",
        config: modelConfig(oversized.url("content-length", "/v1")),
        limits: { retries: 0 },
      });
      const started = await startRun(ada, projectId, { scriptReportId: scriptId, targetId: target.id });
      const done = await waitForRun(ada, projectId, started.id, "completed", 60_000);
      expect(done.scenarios.length).toBeGreaterThan(0);
      for (const scenario of done.scenarios) expect(scenario).toMatchObject({ status: "error", reason: TOO_LARGE });
      const transcript = await ada.request(
        `/api/projects/${projectId}/eval-runs/${started.id}/scenarios/${done.scenarios[0]?.scenarioId}`,
      );
      const text = await transcript.text();
      expect(text.length).toBeLessThan(50_000);
      expect(text).toContain(TOO_LARGE);
    });
  });

  describe("secrets bound to the target's address", () => {
    it("drops the saved key when the host changes and no key is given: the new host receives none", async () => {
      const target = await create({ name: "Provider", config: modelConfig(provider.url, API_KEY) });
      expect((await testConnection(target)).result.ok).toBe(true);

      const moved = await update(target, { name: "Provider", config: modelConfig(elsewhere.url) });
      expect(moved.status).toBe(200);
      expect(targetSchema.parse(await moved.json()).config).toMatchObject({ apiKey: null });
      const before = elsewhere.requests.length;
      expect((await testConnection(target)).result.ok).toBe(true);
      expect(elsewhere.requests.length).toBe(before + 1);
      expect(elsewhere.requests.at(-1)?.headers.authorization).toBeUndefined();
      expect(JSON.stringify(elsewhere.requests)).not.toContain(API_KEY);

      // Back at the provider, the key is not there any more: it has to be entered again.
      await update(target, { name: "Provider", config: modelConfig(provider.url) });
      const back = (await testConnection(target)).result;
      expect(back.ok ? "" : back.error).toBe("The target answered 401: Incorrect API key provided.");
    });

    it("keeps a key entered again in the same request, and the saved key while the address stays", async () => {
      const target = await create({ name: "Provider", config: modelConfig(elsewhere.url, "sk-old-key-1357") });
      const moved = await update(target, { name: "Provider", config: modelConfig(provider.url, API_KEY) });
      expect(targetSchema.parse(await moved.json()).config).toMatchObject({ apiKey: "••••4680" });
      expect((await testConnection(target)).result.ok).toBe(true);
      expect(provider.requests.at(-1)?.headers.authorization).toBe(`Bearer ${API_KEY}`);

      // The same place written otherwise (an upper-case scheme, a trailing slash): kept.
      const samePlace = provider.url.replace("http://127.0.0.1:", "HTTP://127.0.0.1:") + "/";
      const kept = await update(target, { name: "Renamed", config: modelConfig(samePlace) });
      expect(targetSchema.parse(await kept.json()).config).toMatchObject({ apiKey: "••••4680" });
      expect((await testConnection(target)).result.ok).toBe(true);
      expect(provider.requests.at(-1)?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    });

    it("drops the key when the kind changes, even at the same address", async () => {
      const target = await create({ name: "Provider", config: modelConfig(provider.url, API_KEY) });
      const changed = await update(target, {
        name: "Provider",
        config: { kind: "instructions-on-model", provider: "openai-compatible", baseUrl: provider.url, model: "m" },
      });
      expect(changed.status).toBe(200);
      expect(targetSchema.parse(await changed.json()).config).toMatchObject({ apiKey: null });
    });

    it("never sends an HTTP target's secret headers to its new host unless they are entered again", async () => {
      const secrets = [
        { name: "Authorization", value: "Bearer hook-secret-9753", secret: true },
        { name: "X-Api-Key", value: "hook-key-8642", secret: true },
      ];
      const target = await create({ name: "Webhook", config: httpConfig(hook.url, secrets) });
      const leftOut = secrets.map(({ name }) => ({ name, secret: true }));

      // The secret headers listed without values: refused, naming the first, and nothing changes.
      const refused = await update(target, { name: "Webhook", config: httpConfig(otherHook.url, leftOut) });
      expect(refused.status).toBe(400);
      expect(apiErrorSchema.parse(await refused.json()).error.message).toBe(
        'The secret header "Authorization" needs a value: the address changed, so its saved value was removed.',
      );
      expect((await testConnection(target)).result).toMatchObject({ ok: true, reply: "From the saved host" });
      expect(hook.received.at(-1)?.headers).toMatchObject({
        authorization: "Bearer hook-secret-9753",
        "x-api-key": "hook-key-8642",
      });

      // Moved with only a plain header: the new host receives no secret.
      const plain = [{ name: "X-Tenant", value: "acme", secret: false }];
      expect((await update(target, { name: "Webhook", config: httpConfig(otherHook.url, plain) })).status).toBe(200);
      expect((await testConnection(target)).result).toMatchObject({ ok: true, reply: "From another host" });
      const sent = otherHook.received.at(-1)?.headers;
      expect(sent?.["x-tenant"]).toBe("acme");
      expect(sent?.authorization).toBeUndefined();
      expect(sent?.["x-api-key"]).toBeUndefined();
      expect(JSON.stringify(otherHook.received.map((received) => received.headers))).not.toMatch(
        /hook-secret|hook-key/,
      );

      // Entered again in the same request: sent to the new host.
      const again = [{ name: "Authorization", value: "Bearer new-secret-1111", secret: true }];
      expect((await update(target, { name: "Webhook", config: httpConfig(otherHook.url, again) })).status).toBe(200);
      await testConnection(target);
      expect(otherHook.received.at(-1)?.headers.authorization).toBe("Bearer new-secret-1111");
    });

    it("keeps an HTTP target's secret headers when only the path changes", async () => {
      const secrets = [{ name: "Authorization", value: "Bearer path-secret-2468", secret: true }];
      const target = await create({ name: "Webhook", config: httpConfig(hook.url, secrets) });
      const otherPath = hook.url.replace(/\/hook$/, "/chat/v2");
      const kept = await update(target, {
        name: "Webhook",
        config: httpConfig(otherPath, [{ name: "Authorization", secret: true }]),
      });
      expect(kept.status).toBe(200);
      await testConnection(target);
      expect(hook.received.at(-1)?.headers.authorization).toBe("Bearer path-secret-2468");
    });
  });

  it("refuses header values HTTP cannot carry (U+2028, a line break, above U+00FF), naming the header, saving nothing", async () => {
    const before = targetListSchema.parse(await (await ada.request(targetsUrl())).json()).targets;
    const cases: [{ name: string; value: string; secret: boolean }, string][] = [
      [
        { name: "X-Team", value: "care\u2028desk", secret: false },
        'The value of the header "X-Team" contains a line separator (U+2028): HTTP allows printable Latin-1 characters only (no line breaks or control characters).',
      ],
      [
        { name: "Authorization", value: "Bearer abc\ndef", secret: true },
        'The value of the header "Authorization" contains a line break: HTTP allows printable Latin-1 characters only (no line breaks or control characters).',
      ],
      [
        { name: "X-Price", value: "10 €", secret: false },
        'The value of the header "X-Price" contains "€" (U+20AC): HTTP allows printable Latin-1 characters only (no line breaks or control characters).',
      ],
    ];
    for (const [header, message] of cases) {
      const response = await ada.request(targetsUrl(), {
        json: { name: "Bad", config: httpConfig(hook.url, [header]) },
      });
      expect(response.status).toBe(400);
      const { error } = apiErrorSchema.parse(await response.json());
      expect(error.issues?.map((issue) => issue.message)).toContain(message);
    }
    // Latin-1 is allowed: "café" is a value HTTP carries.
    const latin = await ada.request(targetsUrl(), {
      json: { name: "Latin-1", config: httpConfig(hook.url, [{ name: "X-Place", value: "café", secret: false }]) },
    });
    expect(latin.status).toBe(201);
    const key = await ada.request(targetsUrl(), {
      json: { name: "Bad key", config: modelConfig(provider.url, "sk-\u2028abc") },
    });
    expect(key.status).toBe(400);
    expect(JSON.stringify(await key.json())).toContain("The API key contains a line separator (U+2028)");

    // An update is checked the same way, and the target stays as it was.
    const target = await create({ name: "Plain", config: httpConfig(hook.url, []) });
    const bad = await update(target, {
      name: "Plain",
      config: httpConfig(hook.url, [{ name: "X-Team", value: "a\u2028b", secret: false }]),
    });
    expect(bad.status).toBe(400);
    const after = targetListSchema.parse(await (await ada.request(targetsUrl())).json()).targets;
    expect(after.length).toBe(before.length + 2);
    expect(after.find((item) => item.id === target.id)?.config).toMatchObject({ headers: [] });
  });
});

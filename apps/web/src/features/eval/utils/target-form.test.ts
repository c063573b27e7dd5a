import { describe, expect, it } from "vitest";
import { CHAT_WEBHOOK_PRESET, type Target } from "@aesop/shared/contracts/eval";
import { emptyTargetForm, parseTargetForm, targetFormValues, withChatWebhookPreset } from "./target-form";

const httpTarget: Target = {
  id: "t1",
  projectId: "p1",
  name: "Webhook",
  config: {
    kind: "http",
    url: "https://bot.example/chat",
    method: "POST",
    headers: [
      { name: "Authorization", value: null, secret: true },
      { name: "X-Team", value: "care", secret: false },
    ],
    bodyTemplate: CHAT_WEBHOOK_PRESET.bodyTemplate,
    replyPath: "output",
  },
  limits: { concurrency: 8, requestsPerMinute: null, timeoutSeconds: 30, retries: 1 },
  createdAt: "2026-11-23T10:00:00Z",
  updatedAt: "2026-11-23T10:00:00Z",
};

describe("parseTargetForm", () => {
  it("sends a model target with its key, and no key when the field is left empty (keep the stored one)", () => {
    const values = { ...emptyTargetForm(), name: "GPT", baseUrl: "https://api.example/v1", model: "gpt-x" };
    const withKey = parseTargetForm({ ...values, apiKey: "sk-1234" });
    const kept = parseTargetForm(values);
    expect(withKey.ok && withKey.target.config).toMatchObject({ kind: "instructions-on-model", apiKey: "sk-1234" });
    expect(kept.ok && kept.target.config.kind === "instructions-on-model" && kept.target.config.apiKey).toBe(undefined);
    expect(kept.ok && kept.target.limits).toEqual({
      concurrency: 4,
      requestsPerMinute: null,
      timeoutSeconds: 60,
      retries: 2,
    });
  });

  it("puts the shared schema's messages under the flat form's fields", () => {
    const result = parseTargetForm({
      ...emptyTargetForm(),
      kind: "http",
      url: "ftp://nope",
      bodyTemplate: '{"q": "x"}',
      replyPath: "a..b",
      headers: [
        { name: "Bad header", value: "1", secret: false, stored: false },
        { name: "Content-Length", value: "5", secret: false, stored: false },
        { name: "X-Team", value: "care\nX-Injected: 1", secret: false, stored: false },
      ],
      concurrency: 1001,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: "The target's name is required.",
      url: "The URL must be an http:// or https:// address.",
      bodyTemplate: "The body template must contain {{message}}.",
      replyPath: expect.stringContaining("keys and indexes joined by dots") as unknown,
      "headers.0.name": "A header name uses letters, digits and hyphens only.",
      "headers.1.name": "AESOP sets Content-Length itself for each call; leave it out.",
      "headers.2.value":
        'The value of the header "X-Team" contains a line break: HTTP allows printable Latin-1 characters only (no line breaks or control characters).',
      concurrency: "Concurrency is between 1 and 1,000.",
    });
  });

  it("asks for the review when the instructions come from a chosen one", () => {
    const result = parseTargetForm({
      ...emptyTargetForm(),
      name: "Mine",
      baseUrl: "https://api.example/v1",
      model: "m",
      instructionsSource: "report",
    });
    expect(!result.ok && result.errors.instructionsReportId).toBe("Choose the instructions review to use.");
  });
});

describe("targetFormValues", () => {
  it("never shows a stored secret header and keeps it when its field stays empty", () => {
    const values = targetFormValues(httpTarget);
    expect(values.headers).toEqual([
      { name: "Authorization", value: "", secret: true, stored: true },
      { name: "X-Team", value: "care", secret: false, stored: false },
    ]);
    const result = parseTargetForm(values);
    expect(result.ok && result.target.config.kind === "http" && result.target.config.headers).toEqual([
      { name: "Authorization", value: undefined, secret: true },
      { name: "X-Team", value: "care", secret: false },
    ]);
    expect(result.ok && result.target.limits.concurrency).toBe(8);
  });

  it("replaces a stored secret header with a newly typed value", () => {
    const values = targetFormValues(httpTarget);
    values.headers[0] = { ...values.headers[0]!, value: "Bearer new" };
    const result = parseTargetForm(values);
    expect(result.ok && result.target.config.kind === "http" && result.target.config.headers[0]?.value).toBe(
      "Bearer new",
    );
  });
});

describe("withChatWebhookPreset", () => {
  it("fills the seed's chat webhook: POST, sessionId and chatInput in, output back", () => {
    const values = withChatWebhookPreset({ ...emptyTargetForm(), name: "Seed", url: "https://n8n.example/hook" });
    expect(values).toMatchObject({ kind: "http", method: "POST", replyPath: "output" });
    expect(values.bodyTemplate).toContain("{{message}}");
    expect(parseTargetForm(values).ok).toBe(true);
  });
});

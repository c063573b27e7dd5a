import {
  CHAT_WEBHOOK_PRESET,
  saveTargetSchema,
  type ModelProvider,
  type SaveTarget,
  type Target,
  type TargetKind,
} from "@aesop/shared/contracts/eval";

/** One header row of the form; `stored` marks a secret the server holds (empty value: keep it). */
export interface HeaderRow {
  name: string;
  value: string;
  secret: boolean;
  stored: boolean;
}

/**
 * The target form as the browser edits it: one flat set of fields for the three kinds (switching
 * kind keeps what was typed), numbers as numbers (NaN when a field is empty).
 */
export interface TargetFormValues {
  name: string;
  kind: TargetKind;
  provider: ModelProvider;
  baseUrl: string;
  model: string;
  /** Empty: keep the stored key (or none). */
  apiKey: string;
  instructionsSource: "latest" | "report";
  instructionsReportId: number;
  url: string;
  method: "POST" | "PUT";
  headers: HeaderRow[];
  bodyTemplate: string;
  replyPath: string;
  concurrency: number;
  /** NaN (empty field): no limit. */
  requestsPerMinute: number;
  timeoutSeconds: number;
  retries: number;
}

export const emptyTargetForm = (): TargetFormValues => ({
  name: "",
  kind: "instructions-on-model",
  provider: "openai-compatible",
  baseUrl: "",
  model: "",
  apiKey: "",
  instructionsSource: "latest",
  instructionsReportId: Number.NaN,
  url: "",
  method: "POST",
  headers: [],
  bodyTemplate: "",
  replyPath: "",
  concurrency: 4,
  requestsPerMinute: Number.NaN,
  timeoutSeconds: 60,
  retries: 2,
});

/** The seed's chat webhook (`sessionId`, `chatInput` → `output`), filled in on an HTTP target. */
export const withChatWebhookPreset = (values: TargetFormValues): TargetFormValues => ({
  ...values,
  kind: "http",
  method: CHAT_WEBHOOK_PRESET.method,
  bodyTemplate: CHAT_WEBHOOK_PRESET.bodyTemplate,
  replyPath: CHAT_WEBHOOK_PRESET.replyPath,
});

/** A stored target in the form: its secrets are not known to the browser, so their fields start empty. */
export function targetFormValues(target: Target): TargetFormValues {
  const values: TargetFormValues = { ...emptyTargetForm(), name: target.name, kind: target.config.kind };
  const { limits, config } = target;
  Object.assign(values, {
    concurrency: limits.concurrency,
    requestsPerMinute: limits.requestsPerMinute ?? Number.NaN,
    timeoutSeconds: limits.timeoutSeconds,
    retries: limits.retries,
  });
  if (config.kind === "http") {
    Object.assign(values, {
      url: config.url,
      method: config.method,
      bodyTemplate: config.bodyTemplate,
      replyPath: config.replyPath,
      headers: config.headers.map((header) => ({
        name: header.name,
        value: header.secret ? "" : (header.value ?? ""),
        secret: header.secret,
        stored: header.secret,
      })),
    });
  } else {
    Object.assign(values, { baseUrl: config.baseUrl, model: config.model });
    if (config.kind === "instructions-on-model") {
      values.provider = config.provider;
      values.instructionsSource = config.instructions.source;
      if (config.instructions.source === "report") values.instructionsReportId = config.instructions.reportId;
    }
  }
  return values;
}

const optionalNumber = (value: number) => (Number.isFinite(value) ? value : null);

/** The request body of the form (not validated yet): only the chosen kind's fields, secrets left out when kept. */
export function targetRequestBody(values: TargetFormValues): unknown {
  const apiKey = values.apiKey.trim() === "" ? undefined : values.apiKey;
  const config =
    values.kind === "http"
      ? {
          kind: values.kind,
          url: values.url,
          method: values.method,
          headers: values.headers.map((header) => ({
            name: header.name,
            // An empty secret that the server holds: keep it.
            value: header.secret && header.stored && header.value === "" ? undefined : header.value,
            secret: header.secret,
          })),
          bodyTemplate: values.bodyTemplate,
          replyPath: values.replyPath,
        }
      : values.kind === "openai-compatible"
        ? { kind: values.kind, baseUrl: values.baseUrl, model: values.model, apiKey }
        : {
            kind: values.kind,
            provider: values.provider,
            baseUrl: values.baseUrl,
            model: values.model,
            apiKey,
            instructions:
              values.instructionsSource === "report"
                ? { source: "report", reportId: optionalNumber(values.instructionsReportId) }
                : { source: "latest" },
          };
  return {
    name: values.name,
    config,
    limits: {
      concurrency: optionalNumber(values.concurrency),
      requestsPerMinute: optionalNumber(values.requestsPerMinute),
      timeoutSeconds: optionalNumber(values.timeoutSeconds),
      retries: optionalNumber(values.retries),
    },
  };
}

/** Where a message of the shared schema goes in the flat form: `config.headers.0.name` → `headers.0.name`. */
export function formFieldOf(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  if (head === "config" && rest[0] === "instructions") return "instructionsReportId";
  if (head === "config" || head === "limits") return rest.length > 0 ? rest.join(".") : "kind";
  return [head, ...rest].join(".") || "name";
}

export type TargetFormResult = { ok: true; target: SaveTarget } | { ok: false; errors: Record<string, string> };

/** The form checked against the shared schema (the server's own), each message under its field. */
export function parseTargetForm(values: TargetFormValues): TargetFormResult {
  const parsed = saveTargetSchema.safeParse(targetRequestBody(values));
  if (parsed.success) return { ok: true, target: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path);
    errors[field] ??= field === "instructionsReportId" ? "Choose the instructions review to use." : issue.message;
  }
  return { ok: false, errors };
}

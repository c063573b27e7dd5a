import { z } from "zod";
import { scenarioStrategySchema } from "./attack-strategies";
import { bodyTemplateProblem } from "./body-template";
import { headerValueMessage, headerValueProblem } from "./header-value";
import { fixOutcomesSchema } from "./instructions-fix";
import { SCENARIO_CATEGORY_IDS, SCENARIO_SEVERITIES, scenarioSourceSchema } from "./test-scripts";
import { isValidText } from "./text";
import { toolCallRecordSchema } from "./tools";

/**
 * The Eval Agent's contracts: targets (the assistant under test), runs of a test script against a
 * target, what each turn and scenario scored, comparisons and exports. The web, the API tests and
 * the CLI (`npx aesop eval`) all read these; the OpenAPI document is generated from them.
 */

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max.toLocaleString("en-US")} characters.`)
    .refine(isValidText, `${label} contains a character that is not allowed.`);

const httpUrl = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(2_000, `${label} can be at most 2,000 characters.`)
    .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, `${label} must be an http:// or https:// address.`);

/**
 * A model API's base URL, to which the client adds `/chat/completions` (or `/messages`): the
 * endpoint's own URL, pasted from a provider's docs, would be called twice over.
 */
const baseUrl = (label: string) =>
  httpUrl(label).superRefine((url, context) => {
    const endpoint = /\/(?:chat\/completions|completions|messages)\/?$/i.exec(url);
    if (endpoint) {
      context.addIssue({
        code: "custom",
        message: `${label} ends before ${endpoint[0].replace(/\/$/, "")}: ${url.slice(0, endpoint.index)}`,
      });
    }
  });

// ---------------------------------------------------------------------------------------------
// Targets
// ---------------------------------------------------------------------------------------------

export const TARGET_KINDS = ["instructions-on-model", "openai-compatible", "http"] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

export const TARGET_KIND_LABELS: Record<TargetKind, string> = {
  "instructions-on-model": "Instructions on a model",
  "openai-compatible": "OpenAI-compatible endpoint",
  http: "HTTP endpoint",
};

/**
 * The most calls in flight a target may allow. A process keeps at most EVAL_MAX_IN_FLIGHT calls
 * in flight over all targets (1,000 by default), so a target above that is met by several worker
 * processes (issue 34).
 */
export const TARGET_CONCURRENCY_MAX = 1_000;

/** How hard AESOP may call a target: the builder's own rate limits and patience. */
export const targetLimitsSchema = z.object({
  concurrency: z
    .number()
    .int("Concurrency is a whole number.")
    .min(1, "Concurrency is between 1 and 1,000.")
    .max(TARGET_CONCURRENCY_MAX, "Concurrency is between 1 and 1,000.")
    .default(4),
  /** Null: no limit beyond the concurrency. */
  requestsPerMinute: z
    .number()
    .int("Requests per minute is a whole number.")
    .min(1, "Requests per minute is between 1 and 10,000.")
    .max(10_000, "Requests per minute is between 1 and 10,000.")
    .nullable()
    .default(null),
  timeoutSeconds: z
    .number()
    .int("The timeout is a whole number of seconds.")
    .min(1, "The timeout is between 1 and 600 seconds.")
    .max(600, "The timeout is between 1 and 600 seconds.")
    .default(60),
  /** Retries after a 429 or 5xx answer, with exponential backoff. */
  retries: z
    .number()
    .int("Retries is a whole number.")
    .min(0, "Retries is between 0 and 5.")
    .max(5, "Retries is between 0 and 5.")
    .default(2),
});
export type TargetLimits = z.infer<typeof targetLimitsSchema>;

/**
 * A secret as the browser sends it: a new value, or absent to keep the stored one (the browser
 * never receives a stored secret, only its last four characters).
 */
const secretInput = (label: string) =>
  text(4_000, label)
    .superRefine((value, context) => {
      // Sent as a header (Authorization, x-api-key): the same characters as one.
      const problem = headerValueProblem(value);
      if (problem) context.addIssue({ code: "custom", message: headerValueMessage(label, problem) });
    })
    .optional();

/** The provider an instruction set is run on (its wire protocol). */
export const MODEL_PROVIDERS = ["openai-compatible", "anthropic"] as const;
export type ModelProvider = (typeof MODEL_PROVIDERS)[number];

/** Which instruction set is the system prompt: the latest reviewed one, or one review's input. */
export const instructionsSourceSchema = z.discriminatedUnion("source", [
  z.object({ source: z.literal("latest") }),
  z.object({ source: z.literal("report"), reportId: z.number().int().positive() }),
]);

export const HTTP_METHODS = ["POST", "PUT"] as const;

/** The seed's chat webhook: `{ sessionId, chatInput }` in, `{ output }` back. */
export const CHAT_WEBHOOK_PRESET = {
  method: "POST",
  bodyTemplate: '{"sessionId": {{session_id}}, "chatInput": {{message}}}',
  replyPath: "output",
} as const;

/**
 * Headers that say how the request travels (its length, its connection, its host), set by the
 * HTTP client for each call: a value of the builder's would break the call or smuggle another.
 */
export const TRANSPORT_HEADERS = [
  "connection",
  "content-length",
  "expect",
  "host",
  "keep-alive",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
] as const;

const headerInput = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "A header needs a name.")
      .max(200, "A header name can be at most 200 characters.")
      .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, "A header name uses letters, digits and hyphens only.")
      .refine((name) => !(TRANSPORT_HEADERS as readonly string[]).includes(name.toLowerCase()), {
        error: (issue) => `AESOP sets ${String(issue.input)} itself for each call; leave it out.`,
      }),
    /** Absent on an update of a secret header: keep the stored value. */
    value: z.string().max(4_000, "A header value can be at most 4,000 characters.").optional(),
    /** Secret headers (Authorization, API keys) are encrypted at rest and never sent back. */
    secret: z.boolean().default(false),
  })
  .superRefine((header, context) => {
    // Checked on the object to name the header: a target may have twenty.
    const problem = header.value === undefined ? null : headerValueProblem(header.value);
    if (problem) {
      context.addIssue({
        code: "custom",
        path: ["value"],
        message: headerValueMessage(`The value of the header "${header.name}"`, problem),
      });
    }
  });

export const targetConfigInputSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("instructions-on-model"),
    provider: z.enum(MODEL_PROVIDERS, "The provider is OpenAI-compatible or Anthropic."),
    baseUrl: baseUrl("The base URL"),
    model: text(200, "The model"),
    apiKey: secretInput("The API key"),
    instructions: instructionsSourceSchema.default({ source: "latest" }),
  }),
  z.object({
    kind: z.literal("openai-compatible"),
    baseUrl: baseUrl("The base URL"),
    model: text(200, "The model"),
    apiKey: secretInput("The API key"),
  }),
  z.object({
    kind: z.literal("http"),
    url: httpUrl("The URL"),
    method: z.enum(HTTP_METHODS, "The method is POST or PUT.").default("POST"),
    headers: z.array(headerInput).max(20, "A target can have at most 20 headers.").default([]),
    /** JSON once the placeholders are replaced by JSON strings. */
    bodyTemplate: text(10_000, "The body template").superRefine((template, context) => {
      const problem = template.includes("{{message}}")
        ? bodyTemplateProblem(template)
        : "The body template must contain {{message}}.";
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
    /** Where the reply is in the answer: `output`, `choices.0.message.content`. */
    replyPath: text(300, "The reply path").regex(
      /^[A-Za-z0-9_$-]+(?:\.[A-Za-z0-9_$-]+)*$/,
      "The reply path is keys and indexes joined by dots, such as choices.0.message.content.",
    ),
  }),
]);
export type TargetConfigInput = z.infer<typeof targetConfigInputSchema>;

/** POST /api/projects/{id}/eval-targets and PUT …/eval-targets/{targetId}. */
export const saveTargetSchema = z.object({
  name: text(120, "The target's name"),
  config: targetConfigInputSchema,
  limits: targetLimitsSchema.default({ concurrency: 4, requestsPerMinute: null, timeoutSeconds: 60, retries: 2 }),
});
export type SaveTarget = z.infer<typeof saveTargetSchema>;
export type SaveTargetInput = z.input<typeof saveTargetSchema>;

/** Node's and the browser's URL: this package's typings include neither runtime's library. */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => { origin: string } }).URL;

/**
 * Where a target's secrets may go: its kind, its provider and the scheme, host and port of its
 * address (the path may change). An update that changes this drops the stored API key and secret
 * headers unless they are entered again: a key must not follow its target to another host.
 */
export function targetSecretScope(config: {
  kind: TargetKind;
  provider?: ModelProvider;
  baseUrl?: string;
  url?: string;
}) {
  const address = (config.kind === "http" ? config.url : config.baseUrl)?.trim() ?? "";
  let origin: string;
  try {
    // The WHATWG parser the request is made with (http://a.example\@b.example goes to a.example);
    // lower-case host, default port left out: http://Bot.example:80/a and http://bot.example/b are one place.
    origin = new WhatwgUrl(address).origin;
  } catch {
    origin = address;
  }
  return [config.kind, config.kind === "instructions-on-model" ? config.provider : "", origin].join(" ");
}

/** Whether an update from `before` to `after` keeps the stored secrets (the same scope). */
export const keepsTargetSecrets = (
  before: Parameters<typeof targetSecretScope>[0],
  after: Parameters<typeof targetSecretScope>[0],
) => targetSecretScope(before) === targetSecretScope(after);

/** A stored secret as the browser sees it: `••••1234`, or null when none is stored. */
export const maskedSecretSchema = z.string().nullable();

/** A target's configuration without its secrets (also what a run records, for reproducibility). */
export const targetConfigSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("instructions-on-model"),
    provider: z.enum(MODEL_PROVIDERS),
    baseUrl: z.string(),
    model: z.string(),
    apiKey: maskedSecretSchema,
    instructions: instructionsSourceSchema,
  }),
  z.object({
    kind: z.literal("openai-compatible"),
    baseUrl: z.string(),
    model: z.string(),
    apiKey: maskedSecretSchema,
  }),
  z.object({
    kind: z.literal("http"),
    url: z.string(),
    method: z.enum(HTTP_METHODS),
    headers: z.array(z.object({ name: z.string(), value: z.string().nullable(), secret: z.boolean() })),
    bodyTemplate: z.string(),
    replyPath: z.string(),
  }),
]);
export type TargetConfig = z.infer<typeof targetConfigSchema>;

export const targetSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  config: targetConfigSchema,
  limits: targetLimitsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Target = z.infer<typeof targetSchema>;

export const targetListSchema = z.object({ targets: z.array(targetSchema) });

/** POST …/eval-targets/{targetId}/test: one message, and the reply or the exact error. */
export const testTargetSchema = z.object({
  message: text(4_000, "The message").default("Hello! What can you help me with?"),
});
export const targetTestResultSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), reply: z.string(), latencyMs: z.number() }),
  z.object({ ok: z.literal(false), error: z.string(), latencyMs: z.number() }),
]);
export type TargetTestResult = z.infer<typeof targetTestResultSchema>;

// ---------------------------------------------------------------------------------------------
// Runs
// ---------------------------------------------------------------------------------------------

/** guided: the deterministic checks only; llm: the checks and a judge model scoring the rubric. */
export const JUDGE_KINDS = ["guided", "llm"] as const;
export type JudgeKind = (typeof JUDGE_KINDS)[number];

/** Samples per scenario a run may ask for (decision 0058). */
export const MAX_REPEATS = 20;

/**
 * How a scenario's samples make its verdict: all must pass, a majority, or at least k; the
 * category default is "all" for safety categories and "majority" for the helpfulness controls.
 */
export const VERDICT_RULES = ["category-default", "all", "majority", "at-least"] as const;
export type VerdictRuleKind = (typeof VERDICT_RULES)[number];
export const VERDICT_RULE_LABELS: Record<VerdictRuleKind, string> = {
  "category-default": "All must pass (safety), majority (helpfulness)",
  all: "All samples must pass",
  majority: "A majority must pass",
  "at-least": "At least k samples must pass",
};
/** Categories about being helpful rather than safe: a majority of samples decides them by default. */
export const HELPFULNESS_CATEGORIES: readonly string[] = ["scope-helpfulness", "over-refusal"];

/** POST /api/projects/{id}/eval-runs. */
/** The fields of a run's start; a matrix (eval-matrices.ts) takes them with several targets. */
export const startEvalRunFields = z.object({
  /** The test script (its report id) and a version of it; the latest version when absent. */
  scriptReportId: z.number().int().positive("Choose a test script."),
  scriptVersion: z.number().int().min(1).optional(),
  targetId: z.string().trim().min(1, "Choose a target."),
  judge: z.enum(JUDGE_KINDS, "The judge is guided or llm.").default("guided"),
  /** Reuse replies of earlier runs against an unchanged target, so that a rerun costs nothing. */
  useReplyCache: z.boolean().default(false),
  /** Seed of the evaluator's choices (adaptive scenarios), recorded for reruns. */
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
  /** Each scenario is played this many times, independently (a cached reply counts as one sample). */
  repeats: z
    .number("Repeats is a whole number between 1 and 20.")
    .int("Repeats is a whole number between 1 and 20.")
    .min(1, "Repeats is a whole number between 1 and 20.")
    .max(MAX_REPEATS, "Repeats is a whole number between 1 and 20.")
    .default(1),
  verdictRule: z
    .enum(VERDICT_RULES, "The verdict rule is category-default, all, majority or at-least.")
    .default("category-default"),
  /** The k of the at-least rule. */
  atLeast: z.number().int("k is a whole number.").min(1, "k is at least 1.").max(MAX_REPEATS).optional(),
});

/** The at-least rule's k: present when the rule needs it, never above the repeats. */
export function refineVerdictRule(
  body: { verdictRule: VerdictRuleKind; atLeast?: number | undefined; repeats: number },
  context: z.RefinementCtx,
): void {
  if (body.verdictRule === "at-least" && body.atLeast === undefined) {
    context.addIssue({ code: "custom", path: ["atLeast"], message: "The at-least rule needs k (atLeast)." });
  }
  if (body.atLeast !== undefined && body.atLeast > body.repeats) {
    context.addIssue({
      code: "custom",
      path: ["atLeast"],
      message: `k (${body.atLeast}) cannot exceed the repeats (${body.repeats}).`,
    });
  }
}

export const startEvalRunSchema = startEvalRunFields.superRefine(refineVerdictRule);
export type StartEvalRun = z.infer<typeof startEvalRunSchema>;

export const EVAL_RUN_STATUSES = ["queued", "running", "completed", "failed", "cancelled"] as const;
export type EvalRunStatus = (typeof EVAL_RUN_STATUSES)[number];

export const SCENARIO_RESULT_STATUSES = ["pending", "running", "passed", "failed", "error", "cancelled"] as const;
export type ScenarioResultStatus = (typeof SCENARIO_RESULT_STATUSES)[number];

export const evalProgressSchema = z.object({
  total: z.number().int(),
  done: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  errored: z.number().int(),
});
export type EvalProgress = z.infer<typeof evalProgressSchema>;

export const INTERVAL_METHODS = ["wilson", "bootstrap"] as const;
export const passIntervalSchema = z.object({
  low: z.number(),
  high: z.number(),
  method: z.enum(INTERVAL_METHODS),
});
export type PassInterval = z.infer<typeof passIntervalSchema>;

/** What a run's list entry shows of its scenario-level figures (stored on the run, decision 0058). */
export interface RunFigures {
  passRate: number | null;
  passInterval: PassInterval | null;
  flaky: number;
  overridden: number;
}

/** A person's verdict on a scenario (decision 0058). */
export const HUMAN_VERDICTS = ["pass", "fail"] as const;
export type HumanVerdictKind = (typeof HUMAN_VERDICTS)[number];

export const evalRunSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  /** Per project: 'Run #3'. */
  number: z.number().int(),
  status: z.enum(EVAL_RUN_STATUSES),
  script: z.object({ reportId: z.number().int(), version: z.number().int(), name: z.string() }),
  /** The target as it was when the run started (no secrets). */
  target: z.object({ id: z.string(), name: z.string(), config: targetConfigSchema }),
  judge: z.enum(JUDGE_KINDS),
  seed: z.number().int(),
  /** Samples per scenario and the rule that makes a scenario's verdict of them. */
  repeats: z.number().int(),
  verdictRule: z.enum(VERDICT_RULES),
  atLeast: z.number().int().nullable(),
  /** Samples (scenarios × repeats) done, passed, failed, errored. */
  progress: evalProgressSchema,
  /**
   * The share of judged scenarios that passed (by the verdict rule, human verdicts overriding the
   * judge), null before the first scenario ends.
   */
  passRate: z.number().nullable(),
  /** Its 95 % confidence interval: Wilson with one sample, a bootstrap over scenarios with more. */
  passInterval: passIntervalSchema.nullable(),
  /** Scenarios whose samples disagree; scenarios whose verdict a person set. */
  flaky: z.number().int(),
  overridden: z.number().int(),
  /** The summary report in the workspace, once the run ended. */
  reportId: z.number().int().nullable(),
  /**
   * The run this one follows up (its parent): a re-test after a fix of the instructions (issue 38)
   * or a re-run of some of its scenarios (issue 33).
   */
  fixesRunId: z.string().nullable().optional(),
  /** The matrix run (one script against several targets) this run is one target of (issue 36). */
  matrixId: z.string().nullable().optional(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type EvalRun = z.infer<typeof evalRunSchema>;

export const evalRunListSchema = z.object({ runs: z.array(evalRunSchema) });

export const checkResultSchema = z.object({
  type: z.string(),
  passed: z.boolean(),
  /** What was found or missed, in a sentence. */
  detail: z.string(),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

export const criterionScoreSchema = z.object({
  criterionId: z.string(),
  score: z.number().int().min(1).max(10),
  reason: z.string(),
  /** Quoted parts of the reply the score rests on. */
  highlights: z.array(z.string()),
});
export type CriterionScore = z.infer<typeof criterionScoreSchema>;

export const evalTurnSchema = z.object({
  index: z.number().int(),
  message: z.string(),
  reply: z.string().nullable(),
  error: z.string().nullable(),
  latencyMs: z.number().nullable(),
  inputTokens: z.number().int().nullable(),
  outputTokens: z.number().int().nullable(),
  costUsd: z.number().nullable(),
  /** The reply came from the reply cache of an earlier run. */
  cached: z.boolean(),
  checks: z.array(checkResultSchema),
  scores: z.array(criterionScoreSchema),
  /** The tools the assistant called in this turn, in order, with AESOP's answers (issue 37). */
  toolCalls: z.array(toolCallRecordSchema),
});
export type EvalTurn = z.infer<typeof evalTurnSchema>;

export const humanVerdictSchema = z.object({
  verdict: z.enum(HUMAN_VERDICTS),
  note: z.string(),
  updatedAt: z.string(),
});
export type HumanVerdict = z.infer<typeof humanVerdictSchema>;

/** PUT …/eval-runs/{runId}/scenarios/{scenarioId}/verdict. */
export const setHumanVerdictSchema = z.object({
  verdict: z.enum(HUMAN_VERDICTS, "The verdict is pass or fail."),
  note: z
    .string()
    .trim()
    .max(2_000, "The note can be at most 2,000 characters.")
    .refine(isValidText, "The note contains a character that is not allowed.")
    .default(""),
});
export type SetHumanVerdict = z.infer<typeof setHumanVerdictSchema>;

export const scenarioResultSchema = z.object({
  scenarioId: z.string(),
  title: z.string(),
  category: z.enum(SCENARIO_CATEGORY_IDS),
  severity: z.enum(SCENARIO_SEVERITIES),
  status: z.enum(SCENARIO_RESULT_STATUSES),
  /** The scenario's rubric scores (the judge's verdict on the whole dialogue), empty in guided mode. */
  scores: z.array(criterionScoreSchema),
  checks: z.array(checkResultSchema),
  /** Why the scenario failed or errored, in a sentence. */
  reason: z.string().nullable(),
  turnCount: z.number().int(),
  latencyMs: z.number().nullable(),
  costUsd: z.number().nullable(),
  /** The scenario's samples, and the share of the judged ones that passed. */
  samples: z.object({
    total: z.number().int(),
    passed: z.number().int(),
    failed: z.number().int(),
    errored: z.number().int(),
  }),
  passShare: z.number().nullable(),
  /** Its judged samples disagree. */
  flaky: z.boolean(),
  /** The verdict of the samples alone (the judge's), before a person's overrides it in `status`. */
  judgeStatus: z.enum(SCENARIO_RESULT_STATUSES),
  /** A person's verdict on this run's scenario, which `status` follows. */
  humanVerdict: humanVerdictSchema.nullable(),
  /** The latest person's verdict on the same scenario of the same script version in an earlier run. */
  earlierHumanVerdict: humanVerdictSchema.extend({ runNumber: z.number().int() }).nullable(),
  /** The attack strategies that made this scenario from its parent (issue 36); absent or null when asked as written. */
  strategy: scenarioStrategySchema.nullable().optional(),
  /** Where the scenario comes from (its script's `source.kind`): the results view filters by it. */
  source: scenarioSourceSchema.shape.kind.optional(),
  /**
   * The shown sample's messages, replies and per-turn checks, so that the results view searches and
   * filters them without fetching every transcript; absent where a result is built without its turns.
   */
  dialogue: z
    .array(z.object({ message: z.string(), reply: z.string().nullable(), checks: z.array(checkResultSchema) }))
    .optional(),
});
export type ScenarioResult = z.infer<typeof scenarioResultSchema>;

/** GET …/eval-runs/{runId}/scenarios/{scenarioId}: the transcript with each turn's scores. */
export const scenarioTranscriptSchema = scenarioResultSchema.extend({
  persona: z.string(),
  objective: z.string(),
  expectedBehaviour: z.string(),
  /** Which sample the turns are of, and each sample's status (to open another). */
  sample: z.number().int(),
  sampleStatuses: z.array(z.enum(SCENARIO_RESULT_STATUSES)),
  turns: z.array(evalTurnSchema),
});
export type ScenarioTranscript = z.infer<typeof scenarioTranscriptSchema>;

const passTally = z.object({ total: z.number().int(), passed: z.number().int(), passRate: z.number().nullable() });

/** GET …/eval-runs/{runId}: the run with its breakdowns (the run page). */
export const evalRunResultsSchema = z.object({
  run: evalRunSchema,
  byCategory: z.array(passTally.extend({ category: z.enum(SCENARIO_CATEGORY_IDS) })),
  bySeverity: z.array(passTally.extend({ severity: z.enum(SCENARIO_SEVERITIES) })),
  byCriterion: z.array(
    passTally.extend({ criterionId: z.string(), name: z.string(), meanScore: z.number().nullable() }),
  ),
  /**
   * Pass rate per attack strategy (issue 36): "plain" for scenarios asked as written, a strategy's
   * id or ids joined by "+", with promptfoo's name for it where promptfoo has one. Empty when no
   * scenario of the script was made by a strategy.
   */
  byStrategy: z
    .array(passTally.extend({ strategy: z.string(), name: z.string(), promptfoo: z.string().nullable() }))
    .default([]),
  scenarios: z.array(scenarioResultSchema),
  /** A re-run or re-test: each scenario against its parent run (fixed, still failing, newly failing). */
  fixOutcomes: fixOutcomesSchema.nullable().optional(),
  /** The runs started from this one (re-runs and re-tests), oldest first. */
  reruns: z
    .array(
      z.object({
        id: z.string(),
        number: z.number().int(),
        status: z.enum(EVAL_RUN_STATUSES),
        passRate: z.number().nullable(),
        scenarioCount: z.number().int(),
      }),
    )
    .default([]),
});
export type EvalRunResults = z.infer<typeof evalRunResultsSchema>;

/** The most scenario ids a re-run names (a script holds at most this many). */
export const MAX_RERUN_SCENARIOS = 2_000;

/**
 * POST /api/projects/{id}/eval-runs/{runId}/rerun: the same script version, target, judge, seed and
 * repeats with only some of the run's scenarios: the ones named, or (without names) the failed ones.
 */
export const rerunSchema = z.object({
  scenarioIds: z
    .array(z.string().min(1, "A scenario id is empty.").max(200, "A scenario id is at most 200 characters."), {
      error: "scenarioIds is a list of the run's scenario ids.",
    })
    .min(1, "Name at least one scenario to re-run, or leave scenarioIds out to re-run the failed ones.")
    .max(MAX_RERUN_SCENARIOS, `A re-run names at most ${MAX_RERUN_SCENARIOS.toLocaleString("en-US")} scenarios.`)
    .optional(),
});
export type Rerun = z.infer<typeof rerunSchema>;

/** "within-noise": the pass share moved, but not beyond what its samples' noise explains (decision 0058). */
export const SCENARIO_CHANGES = ["improved", "regressed", "within-noise", "unchanged", "added", "removed"] as const;

/** Whether two pass rates differ beyond the noise: a two-proportion test at 5 %, or intervals apart. */
export const rateChangeSchema = z.object({
  base: z.number().nullable(),
  head: z.number().nullable(),
  delta: z.number().nullable(),
  /** Two-sided p-value of the two-proportion z-test; null when either side has nothing judged. */
  pValue: z.number().nullable(),
  intervalsOverlap: z.boolean().nullable(),
  beyondNoise: z.boolean(),
});
export type RateChange = z.infer<typeof rateChangeSchema>;

/** GET /api/projects/{id}/eval-runs/compare?base={runId}&head={runId}. */
export const evalRunComparisonSchema = z.object({
  base: evalRunSchema,
  head: evalRunSchema,
  scenarios: z.array(
    z.object({
      scenarioId: z.string(),
      title: z.string(),
      base: z.enum(SCENARIO_RESULT_STATUSES).nullable(),
      head: z.enum(SCENARIO_RESULT_STATUSES).nullable(),
      basePassShare: z.number().nullable(),
      headPassShare: z.number().nullable(),
      change: z.enum(SCENARIO_CHANGES),
    }),
  ),
  /** The pass rate's change, and whether it is beyond the noise. */
  passRate: rateChangeSchema,
  criteria: z.array(
    z.object({
      criterionId: z.string(),
      name: z.string(),
      base: z.number().nullable(),
      head: z.number().nullable(),
      delta: z.number().nullable(),
    }),
  ),
  /**
   * Per attack strategy (issue 36): its pass rate in each run and how many of its scenarios
   * regressed or improved; `regressed` when its rate fell and a scenario of it regressed.
   */
  strategies: z
    .array(
      z.object({
        strategy: z.string(),
        name: z.string(),
        base: z.number().nullable(),
        head: z.number().nullable(),
        delta: z.number().nullable(),
        regressedScenarios: z.number().int(),
        improvedScenarios: z.number().int(),
        regressed: z.boolean(),
      }),
    )
    .default([]),
});
export type EvalRunComparison = z.infer<typeof evalRunComparisonSchema>;

/** GET …/eval-runs/{runId}/export?format=… */
export const EVAL_EXPORT_FORMATS = ["json", "csv", "junit", "markdown"] as const;
export type EvalExportFormat = (typeof EVAL_EXPORT_FORMATS)[number];

/** The price table (per million tokens, USD) that turns a turn's tokens into its cost. */
export const modelPriceSchema = z.object({
  model: text(200, "The model"),
  inputPerMillion: z.number().min(0, "A price cannot be negative.").max(10_000),
  outputPerMillion: z.number().min(0, "A price cannot be negative.").max(10_000),
});
export type ModelPrice = z.infer<typeof modelPriceSchema>;
export const modelPriceTableSchema = z.object({
  prices: z
    .array(modelPriceSchema)
    .max(200)
    .refine((prices) => new Set(prices.map((p) => p.model)).size === prices.length, "Two prices name the same model."),
});
export type ModelPriceTable = z.infer<typeof modelPriceTableSchema>;

/**
 * Judge agreement (issue 35 part 4): below this many verdicts a person gave, an agreement share or
 * kappa says little (one disagreement moves it by a tenth or more), and the page says so.
 */
export const AGREEMENT_MIN_N = 10;

/** Where a person's verdict was given: on a scenario of an Eval run, or on a reply in a Cave dialogue (decision 0079). */
export const AGREEMENT_SOURCES = ["eval", "cave"] as const;
export type AgreementSource = (typeof AGREEMENT_SOURCES)[number];

/** GET …/judge-agreement?source=: every verdict (the default), or those of one source. */
export const judgeAgreementQuerySchema = z.object({
  source: z.enum(["all", ...AGREEMENT_SOURCES], "The source is all, eval or cave.").default("all"),
});

/** What every disagreement says; a Cave reply's title is its dialogue's (the scenario's, or the ad-hoc one's). */
const verdictPair = {
  title: z.string(),
  judge: z.enum(HUMAN_VERDICTS),
  human: z.enum(HUMAN_VERDICTS),
  note: z.string(),
};

/** A scenario or Cave reply where the judge's verdict (or one check's, or one criterion's) differs from the person's. */
export const agreementDisagreementSchema = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("eval"),
    runId: z.string(),
    runNumber: z.number().int(),
    scenarioId: z.string(),
    ...verdictPair,
  }),
  z.object({
    source: z.literal("cave"),
    sessionId: z.string(),
    sessionNumber: z.number().int(),
    turnId: z.string(),
    /** The reply's place in its branch (1-based, as the dialogue shows it). */
    turnNumber: z.number().int(),
    ...verdictPair,
  }),
]);
export type AgreementDisagreement = z.infer<typeof agreementDisagreementSchema>;

export const agreementRowSchema = z.object({
  /** "overall", a check type's name ("Refusal", checkTypeName) or a rubric criterion's id. */
  key: z.string(),
  /** The name a builder reads: "The judge's verdict", checkTypeName(type) or the criterion's name. */
  name: z.string(),
  /** Scenarios with both a person's verdict and this judge's (check's, criterion's) verdict. */
  n: z.number().int(),
  agreed: z.number().int(),
  /** agreed ÷ n; null when n is 0. */
  agreement: z.number().nullable(),
  /** Cohen's kappa of the two raters; null when n is 0. */
  kappa: z.number().nullable(),
  /** n is below AGREEMENT_MIN_N: the figures say little yet. */
  tooFew: z.boolean(),
  disagreements: z.array(agreementDisagreementSchema),
});
export type AgreementRow = z.infer<typeof agreementRowSchema>;

/** GET /api/projects/{id}/judge-agreement: how often the judge agreed with the builder's verdicts. */
export const judgeAgreementSchema = z.object({
  minimumN: z.number().int(),
  /** The verdicts counted: all of them, or one source's. */
  source: z.enum(["all", ...AGREEMENT_SOURCES]),
  overall: agreementRowSchema,
  byCheck: z.array(agreementRowSchema),
  byCriterion: z.array(agreementRowSchema),
});
export type JudgeAgreement = z.infer<typeof judgeAgreementSchema>;

import { z } from "zod";

/**
 * The Ethos Agent's contracts: the deployment context the creator describes (every field
 * optional, prefilled from earlier reports), and the structured report, which the API returns as
 * JSON, the workspace renders as Markdown and a model must answer in (LLM mode).
 */

// ---------------------------------------------------------------------------------------------
// The deployment context form
// ---------------------------------------------------------------------------------------------

export const ETHOS_SHORT_ANSWER_MAX = 300;
export const ETHOS_LONG_ANSWER_MAX = 2_000;

const answer = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `An answer can be at most ${max.toLocaleString("en-US")} characters.`)
    .optional();

export const ethosContextSchema = z.object({
  /** Who uses the assistant directly (e.g. "pupils aged 7 to 11 and their teachers"). */
  users: answer(ETHOS_LONG_ANSWER_MAX),
  /** Who else is affected without using it (e.g. "candidates whose CVs are screened"). */
  affectedOthers: answer(ETHOS_LONG_ANSWER_MAX),
  /** Country or region of deployment (e.g. "Germany", "UK and Ireland"). */
  region: answer(ETHOS_SHORT_ANSWER_MAX),
  /** Sector (e.g. "primary education", "recruitment", "retail"). */
  sector: answer(ETHOS_SHORT_ANSWER_MAX),
  /** Channel (e.g. "web chat on the school platform", "WhatsApp", "phone line"). */
  channel: answer(ETHOS_SHORT_ANSWER_MAX),
  /** What decisions or actions it influences or takes (e.g. "shortlists candidates"). */
  decisions: answer(ETHOS_LONG_ANSWER_MAX),
  /** What data it sees (e.g. "CVs, health questionnaires"). */
  data: answer(ETHOS_LONG_ANSWER_MAX),
  /** Who operates it (e.g. "the school trust", "an HR team"). */
  operator: answer(ETHOS_LONG_ANSWER_MAX),
  /** Who oversees it and how (e.g. "a recruiter reviews every rejection"). */
  oversight: answer(ETHOS_LONG_ANSWER_MAX),
});
export type EthosContext = z.infer<typeof ethosContextSchema>;
export type EthosContextField = keyof EthosContext;

/** The answers given, without blank ones: a field left empty is a field not answered. */
export function compactEthosContext(context: EthosContext): EthosContext {
  return Object.fromEntries(
    Object.entries(context).flatMap(([field, value]) => (value?.trim() ? [[field, value.trim()]] : [])),
  );
}

/** Labels of the form's fields, in form order (also used by the report's "Context" part). */
export const ETHOS_CONTEXT_LABELS: Record<EthosContextField, string> = {
  users: "Who uses the assistant",
  affectedOthers: "Who else is affected",
  region: "Country or region",
  sector: "Sector",
  channel: "Channel",
  decisions: "Decisions or actions it influences",
  data: "Data it sees",
  operator: "Who operates it",
  oversight: "Who oversees it",
};

// ---------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------

export const ETHOS_QUOTE_SOURCES = ["instructions", "review", "interview", "ideation", "context"] as const;
export type EthosQuoteSource = (typeof ETHOS_QUOTE_SOURCES)[number];

export const ETHOS_LEVELS = ["low", "medium", "high"] as const;
export type EthosLevel = (typeof ETHOS_LEVELS)[number];

export const STAKEHOLDER_KINDS = ["direct-user", "third-party", "vulnerable", "operator", "public"] as const;
export const LENS_IDS = ["consequences", "duties-rights", "care-character", "justice"] as const;
export type LensId = (typeof LENS_IDS)[number];
export const FAILURE_PATTERN_STATUSES = ["addressed", "partly", "not-addressed", "not-applicable"] as const;
export const REGULATORY_APPLIES = ["likely", "possible", "unlikely"] as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/** A quoted line of a source: `line` is 1-based in that source; `text` is part of the line as written. */
export const ethosQuoteSchema = z.object({
  source: z.enum(ETHOS_QUOTE_SOURCES),
  /** The report quoted (instructions, review, interview, ideation); absent for the context form. */
  reportId: z.number().int().positive().optional(),
  line: z.number().int().positive().optional(),
  text: text(400),
});
export type EthosQuote = z.infer<typeof ethosQuoteSchema>;

const evidence = z.array(ethosQuoteSchema).max(6);

export const stakeholderSchema = z.object({
  name: text(120),
  kind: z.enum(STAKEHOLDER_KINDS),
  interests: text(600),
  power: z.enum(ETHOS_LEVELS),
  gains: text(600),
  losses: text(600),
});
export type Stakeholder = z.infer<typeof stakeholderSchema>;

export const lensFindingSchema = z.object({
  title: text(200),
  detail: text(1_200),
  severity: z.enum(ETHOS_LEVELS),
  evidence,
});
export type LensFinding = z.infer<typeof lensFindingSchema>;

export const lensSchema = z.object({
  id: z.enum(LENS_IDS),
  findings: z.array(lensFindingSchema).max(12),
});
export type Lens = z.infer<typeof lensSchema>;

export const failurePatternSchema = z.object({
  id: text(60),
  name: text(120),
  status: z.enum(FAILURE_PATTERN_STATUSES),
  note: text(800),
  evidence,
});
export type FailurePatternCheck = z.infer<typeof failurePatternSchema>;

export const regulatoryItemSchema = z.object({
  framework: text(120),
  obligation: text(400),
  applies: z.enum(REGULATORY_APPLIES),
  reason: text(800),
});
export type RegulatoryItem = z.infer<typeof regulatoryItemSchema>;

export const riskSchema = z.object({
  id: text(60),
  title: text(200),
  stakeholder: text(120),
  likelihood: z.number().int().min(1).max(5),
  severity: z.number().int().min(1).max(5),
  level: z.enum(ETHOS_LEVELS),
  mitigation: text(800),
  /** Whether the current instructions already address it (the quote shows where, or the harmful rule). */
  addressed: z.boolean(),
  evidence: ethosQuoteSchema.nullable(),
});
export type EthosRisk = z.infer<typeof riskSchema>;

export const tensionSchema = z.object({
  title: text(200),
  between: z.tuple([text(120), text(120)]),
  question: text(600),
});
export type EthosTension = z.infer<typeof tensionSchema>;

/** A test scenario for a high risk, in the shape the Script Generation Agent imports. */
export const ethosTestScenarioSchema = z.object({
  riskId: text(60),
  title: text(200),
  category: text(60),
  severity: z.enum(ETHOS_LEVELS),
  persona: text(400),
  objective: text(600),
  openingMessage: text(600),
  expectedBehaviour: text(800),
});
export type EthosTestScenario = z.infer<typeof ethosTestScenarioSchema>;

/** What the analysis took the deployment to be, so the reader can correct a wrong assumption. */
export const ethosProfileSchema = z.object({
  audiences: z.array(text(80)).max(12),
  domains: z.array(text(80)).max(12),
  channels: z.array(text(80)).max(8),
  dataCategories: z.array(text(80)).max(16),
  /** How far its output decides about people: informs, recommends, decides, or unknown. */
  decisionPower: z.enum(["informs", "recommends", "decides", "unknown"]),
  regions: z.array(text(80)).max(8),
});
export type EthosProfile = z.infer<typeof ethosProfileSchema>;

export const ethosReportSchema = z.object({
  profile: ethosProfileSchema,
  stakeholders: z.array(stakeholderSchema).min(1).max(16),
  /** The four lenses, in LENS_IDS order. */
  lenses: z.array(lensSchema).length(LENS_IDS.length),
  failurePatterns: z.array(failurePatternSchema).max(16),
  /** Information, not legal advice. */
  regulatory: z.array(regulatoryItemSchema).max(20),
  risks: z.array(riskSchema).max(30),
  tensions: z.array(tensionSchema).max(10),
  questionsForCreator: z.array(text(600)).max(12),
  testsToRun: z.array(ethosTestScenarioSchema).max(30),
  /** What this analysis could not judge (guided mode: what needs a model or a human). */
  limits: z.array(text(600)).max(12),
  generatedBy: z.enum(["guided", "llm"]),
});
export type EthosReport = z.infer<typeof ethosReportSchema>;

export const LENS_TITLES: Record<LensId, string> = {
  consequences: "Consequences",
  "duties-rights": "Duties and rights",
  "care-character": "Care and character",
  justice: "Justice",
};

// ---------------------------------------------------------------------------------------------
// The page
// ---------------------------------------------------------------------------------------------

const sourceReportSchema = z.object({ reportId: z.number().int(), title: z.string() }).nullable();

/** GET /api/projects/{id}/ethos-context: what the project holds, and answers prefilled from it. */
export const ethosProjectContextSchema = z.object({
  sources: z.object({
    instructions: sourceReportSchema,
    review: sourceReportSchema,
    interview: sourceReportSchema,
    ideation: sourceReportSchema,
  }),
  /** Only fields the earlier reports or instructions say something about. */
  prefill: ethosContextSchema,
});
export type EthosProjectContext = z.infer<typeof ethosProjectContextSchema>;

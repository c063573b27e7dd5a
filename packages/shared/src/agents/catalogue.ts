/**
 * The agent catalogue of the spec (section 1): the one list of agents. The landing page, the
 * workspace (grid and report sections), the server's registry, its webhook variables and the API
 * contracts all derive from it, so that a status change or a new agent is one edit here.
 */

export type AgentStatus = "active" | "coming-soon";

/**
 * report: a submission reviewed by a durable job into a report; chat: a conversation that ends in
 * a report; run: a long-running evaluation with its own page of results.
 */
export type AgentKind = "report" | "chat" | "run";

/** What a report shows beside its Markdown, when the agent produced it. */
export type ReportExtra = "input" | "draft-instructions" | "transcript";

/** Where an agent's reports are listed in the workspace: 'Instructions Reports (n)'. */
export interface ReportSection {
  title: string;
  /** Position among the workspace's report sections (the spec lists Instructions first). */
  order: number;
  /** What the section says before the first report. */
  emptyText: string;
  /** The boxes shown beside the report: its input, a draft instruction set, a transcript. */
  extras: readonly ReportExtra[];
  /** The input box's label and download name ("Original Instructions", original-instructions-{id}.txt). */
  input?: { label: string; filePrefix: string };
}

export interface AgentEntry {
  id: string;
  name: string;
  description: string;
  status: AgentStatus;
  kind: AgentKind;
  /** Route of the agent's page, present when the agent can be launched. */
  route?: string;
  /** Present when the agent writes reports into the workspace. */
  reportSection?: ReportSection;
  /** Title of a report before the agent has named it. */
  reportTitle?: string;
  /** The environment variable that switches the agent to webhook mode. */
  webhookEnv?: string;
  /**
   * A run agent whose runs each have a page: `/projects/{projectId}/{id}-runs/{runId}`, the web's
   * `routes/<id>-run.tsx`, found by its name (decision 0093).
   */
  runPages?: boolean;
  lastUsed?: string;
}

const CATALOGUE = [
  {
    id: "ideation",
    name: "Ideation Agent",
    description:
      "Guided exploration for people with no instruction set yet: shape the purpose, audience and limits of your assistant.",
    status: "active",
    kind: "chat",
    route: "/ideation-agent",
    reportSection: {
      title: "Ideation Reports",
      order: 3,
      emptyText: "No ideation reports yet. Explore your idea with the Ideation Agent to create one.",
      extras: ["draft-instructions"],
    },
    reportTitle: "Ideation report",
    webhookEnv: "IDEATION_WEBHOOK_URL",
  },
  {
    id: "instructions-review",
    name: "Instructions Review Agent",
    description: "Audits and clarifies your assistant's instructions against a safety and quality rubric.",
    status: "active",
    kind: "report",
    route: "/instructions-agent",
    reportSection: {
      title: "Instructions Reports",
      order: 1,
      emptyText: "No instructions reports yet. Submit your assistant's instructions to get a review.",
      extras: ["input"],
      input: { label: "Original Instructions", filePrefix: "original-instructions" },
    },
    reportTitle: "Instructions review",
    webhookEnv: "INSTRUCTIONS_WEBHOOK_URL",
  },
  {
    id: "interview",
    name: "Interview Agent",
    description: "A structured deep dive with the creator into intent, stakes, risks and how success is judged.",
    status: "active",
    kind: "chat",
    route: "/interview-agent",
    reportSection: {
      title: "Interview Reports",
      order: 2,
      emptyText: "No interview reports yet. Talk with the Interview Agent to create one.",
      extras: ["transcript"],
    },
    reportTitle: "Interview report",
    webhookEnv: "INTERVIEW_WEBHOOK_URL",
  },
  {
    id: "ethos",
    name: "Ethos Agent",
    description: "A humanities-informed review of the societal and ethical implications of your assistant.",
    status: "active",
    kind: "report",
    route: "/ethos-agent",
    reportSection: {
      title: "Ethos Reports",
      order: 4,
      emptyText:
        "No ethos reports yet. Describe where your assistant is deployed to get a review of its ethical implications.",
      extras: ["input"],
      input: { label: "Deployment Context", filePrefix: "deployment-context" },
    },
    reportTitle: "Ethos review",
    webhookEnv: "ETHOS_WEBHOOK_URL",
  },
  {
    id: "eval",
    name: "Eval Agent",
    description: "Evaluates performance and alignment with safety standards.",
    status: "active",
    kind: "run",
    route: "/eval-agent",
    runPages: true,
    reportSection: {
      title: "Evaluation Runs",
      order: 6,
      emptyText:
        "No evaluation runs yet. Run a test script against your assistant with the Eval Agent to see how it holds up.",
      extras: [],
    },
    reportTitle: "Evaluation run",
  },
  {
    id: "script-generation",
    name: "Script Generation Agent",
    description: "Builds a ready-to-run test script from your instructions, reports and a safety rubric.",
    status: "active",
    kind: "report",
    route: "/script-agent",
    reportSection: {
      title: "Test Scripts",
      order: 5,
      emptyText:
        "No test scripts yet. Generate one from your instructions and reports with the Script Generation Agent.",
      extras: [],
    },
    reportTitle: "Test script",
    webhookEnv: "SCRIPT_GENERATION_WEBHOOK_URL",
  },
  {
    id: "cave-of-shadows",
    name: "Cave of Shadows",
    description:
      "A live sandbox in which an evaluator agent and your deployed assistant act out scripted multi-turn dialogues, capturing and scoring each interaction.",
    status: "active",
    kind: "run",
    route: "/cave-of-shadows",
    reportSection: {
      title: "Cave Sessions",
      order: 7,
      emptyText:
        "No Cave sessions yet. Watch an evaluator and your assistant act out dialogues in the Cave of Shadows to see one here.",
      extras: [],
    },
    reportTitle: "Cave session",
  },
] as const satisfies readonly AgentEntry[];

type CatalogueEntry = (typeof CATALOGUE)[number];

export type AgentId = CatalogueEntry["id"];
/** Agents that run on the server today: each has a mode (guided, LLM, webhook). */
export type RuntimeAgent = Extract<CatalogueEntry, { status: "active" }>["id"];
export type ChatAgent = Extract<CatalogueEntry, { status: "active"; kind: "chat" }>["id"];
export type ReportAgent = Extract<CatalogueEntry, { reportSection: ReportSection }>["id"];
/** Agents that run evaluations with pages of their own (the Eval Agent). */
export type RunAgent = Extract<CatalogueEntry, { status: "active"; kind: "run" }>["id"];

/** An agent as the pages see it: the catalogue entry with its id typed. */
export type Agent = AgentEntry & { id: AgentId };

/** Ids as a non-empty tuple, as zod's enum wants them. */
function idTuple<Id extends string>(ids: Id[]): readonly [Id, ...Id[]] {
  if (ids.length === 0) throw new Error("The agent catalogue lists no agent of this kind");
  return ids as unknown as readonly [Id, ...Id[]];
}

/** Every agent of the spec, in the catalogue's order. */
export const AGENTS: readonly Agent[] = CATALOGUE;
const entries = AGENTS;

export const AGENT_IDS = idTuple(CATALOGUE.map((agent) => agent.id));
export const RUNTIME_AGENTS = idTuple(entries.filter((agent) => agent.status === "active").map((agent) => agent.id));
export const CHAT_AGENTS = idTuple(
  entries.filter((agent) => agent.status === "active" && agent.kind === "chat").map((agent) => agent.id as ChatAgent),
);
/** The agents that run evaluations with tables, jobs and pages of their own (Eval, Cave of Shadows). */
export const RUN_AGENTS = idTuple(
  entries.filter((agent) => agent.status === "active" && agent.kind === "run").map((agent) => agent.id as RunAgent),
);
/** The agents whose reports land in a project's workspace, in the workspace's order. */
export const REPORT_AGENTS = idTuple(
  entries
    .filter((agent) => agent.reportSection !== undefined)
    .sort((a, b) => (a.reportSection?.order ?? 0) - (b.reportSection?.order ?? 0))
    .map((agent) => agent.id),
);

export function agentEntry(id: AgentId): Agent {
  const entry = entries.find((agent) => agent.id === id);
  if (!entry) throw new Error(`Unknown agent "${id}"`);
  return entry;
}

/** The workspace section of a report-writing agent. */
export function reportSectionOf(id: ReportAgent): ReportSection {
  const section = agentEntry(id).reportSection;
  if (!section) throw new Error(`The agent "${id}" has no report section`);
  return section;
}

export function isAgentAvailable(agent: AgentEntry): boolean {
  return agent.status === "active";
}

export function agentStatusLabel(agent: AgentEntry): string {
  return isAgentAvailable(agent) ? "Available" : "Coming Soon";
}

import type { RunAgent } from "@aesop/shared/agents";
import type { ChatAgent } from "@aesop/shared/contracts/agents";

/**
 * Every TanStack Query cache key of the app, in one place. Keys nest on purpose: invalidating
 * `project(id)` refreshes that project's reports, sessions and interview context too, and
 * `admin.all` every admin list. Features do not import each other, so the keys live here.
 */
export const queryKeys = {
  me: ["me"] as const,
  /** The signed-in user's personal API tokens (never the tokens themselves). */
  apiTokens: ["api-tokens"] as const,
  siteConfig: ["site-config"] as const,
  /** The signed-in user's NDA status (whether a new version waits for acceptance). */
  ndaStatus: ["nda-status"] as const,
  invitation: (token: string) => ["invitations", token] as const,
  userGuides: ["user-guides"] as const,
  activeUserGuide: ["user-guides", "active"] as const,
  projects: ["projects"] as const,
  project: (projectId: string) => ["projects", projectId] as const,
  projectReports: (projectId: string) => ["projects", projectId, "reports"] as const,
  interviewContext: (projectId: string) => ["projects", projectId, "interview-context"] as const,
  ethosContext: (projectId: string) => ["projects", projectId, "ethos-context"] as const,
  projectRubric: (projectId: string) => ["projects", projectId, "rubric"] as const,
  testScriptVersions: (reportId: number) => ["test-scripts", reportId, "versions"] as const,
  testScriptVersion: (reportId: number, version: number) => ["test-scripts", reportId, "versions", version] as const,
  /**
   * Every query of a run agent's runs in a project nests here, so its `run.changed` event refreshes
   * them all (decision 0093). Eval and the Cave keep their older keys (`eval-runs`, `cave-sessions`).
   */
  agentRuns: (projectId: string, agent: RunAgent) => ["projects", projectId, agent] as const,
  evalTargets: (projectId: string) => ["projects", projectId, "eval-targets"] as const,
  /** Every run query of a project nests here: one live event refreshes the list, a run and its transcripts. */
  evalRuns: (projectId: string) => ["projects", projectId, "eval-runs"] as const,
  evalRun: (projectId: string, runId: string) => ["projects", projectId, "eval-runs", runId] as const,
  evalScenario: (projectId: string, runId: string, scenarioId: string) =>
    ["projects", projectId, "eval-runs", runId, "scenarios", scenarioId] as const,
  /** Under the runs: a verdict set on any run (which refreshes the runs) refreshes the judge's agreement too. */
  judgeAgreement: (projectId: string) => ["projects", projectId, "eval-runs", "judge-agreement"] as const,
  evalRunComparison: (projectId: string, base: string, head: string) =>
    ["projects", projectId, "eval-runs", "compare", base, head] as const,
  /** Every Cave query of a project nests here: a dialogue's live event refreshes the list and its session. */
  caveSessions: (projectId: string) => ["projects", projectId, "cave-sessions"] as const,
  caveSession: (projectId: string, sessionId: string) => ["projects", projectId, "cave-sessions", sessionId] as const,
  modelPrices: ["account", "model-prices"] as const,
  agentSessions: (projectId: string, agent: ChatAgent) => ["projects", projectId, "agent-sessions", agent] as const,
  agentSession: (sessionId: string) => ["agent-sessions", sessionId] as const,
  agentModes: ["agent-modes"] as const,
  /** The NDA versions an admin publishes (not the user's own status). */
  ndaVersions: ["nda", "status"] as const,
  ndaAll: ["nda"] as const,
  admin: {
    all: ["admin"] as const,
    registrations: ["admin", "registrations"] as const,
    auditLog: ["admin", "audit-log"] as const,
    outbox: ["admin", "outbox"] as const,
    userGuides: ["admin", "user-guides"] as const,
  },
};

import { AGENTS, isAgentAvailable } from "./agents/catalogue";

/**
 * Every path of the SPA. The web router is built from it and the server uses it to answer unknown
 * paths with a real 404 status, so a page added here is known to both.
 */
export const paths = {
  landing: "/",
  home: "/home",
  about: "/about",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  userGuide: "/user-guide",
  auth: "/auth",
  betaSignup: "/beta-signup",
  invite: "/invite/:token",
  admin: "/admin",
  adminOutbox: "/admin/outbox",
  profile: "/profile",
  settings: "/settings",
  dashboard: "/dashboard",
  workspace: "/workspace",
  projectForm: "/project-form",
  createGame: "/create-game",
  ideationAgent: "/ideation-agent",
  instructionsAgent: "/instructions-agent",
  interviewAgent: "/interview-agent",
  /** A project's workspace at a URL of its own (the selected project's is at /workspace). */
  project: "/projects/:projectId",
  /** A report on a page of its own. */
  projectReport: "/projects/:projectId/reports/:reportId",
  /** An evaluation run's results, live while it runs. */
  evalRun: "/projects/:projectId/eval-runs/:runId",
  /** "Needs a human": a run's scenarios a person should look at first, judged with the keyboard. */
  evalRunReview: "/projects/:projectId/eval-runs/:runId/review",
  /** How often the judge agreed with the builder's verdicts, per check type and criterion. */
  judgeAgreement: "/projects/:projectId/judge-agreement",
  /** Two runs of a project side by side (?base={runId}&head={runId}). */
  evalRunCompare: "/projects/:projectId/eval-runs/compare",
  /** A matrix run: one script version against several targets, a column per target (decision 0071). */
  evalMatrix: "/projects/:projectId/eval-matrices/:matrixId",
  /** A Cave of Shadows session: its dialogues side by side, live, with their controls. */
  caveSession: "/projects/:projectId/cave-sessions/:sessionId",
  /** Two Instructions Reviews side by side: `?base={reportId}&head={reportId}`. */
  reportComparison: "/projects/:projectId/reports/compare",
  /** The project's loop as a timeline: instructions versions, reviews, runs, fixes and re-tests (issue 38). */
  projectHistory: "/projects/:projectId/history",
} as const;

const projectBase = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;

/** The workspace of one project, shareable and bookmarkable; opening it selects the project. */
export const projectPath = (projectId: string) => projectBase(projectId);

/** An agent's page for one project: the agent's own route under the project, e.g. /projects/{id}/instructions-agent. */
export const projectAgentPath = (projectId: string, agentRoute: string) => `${projectBase(projectId)}${agentRoute}`;

export const projectReportPath = (projectId: string, reportId: number) =>
  `${projectBase(projectId)}/reports/${reportId}`;

export const caveSessionPath = (projectId: string, sessionId: string) =>
  `${projectBase(projectId)}/cave-sessions/${encodeURIComponent(sessionId)}`;

/** The id of a turn's element on its session page: a link to the page with it as hash opens at that turn. */
export const caveTurnAnchor = (turnId: string) => `turn-${turnId}`;

/** A Cave session opened at one of its turns (the judge agreement's link to a reply, decision 0079). */
export const caveTurnPath = (projectId: string, sessionId: string, turnId: string) =>
  `${caveSessionPath(projectId, sessionId)}#${caveTurnAnchor(turnId)}`;

/** The comparison of two Instructions Reviews, the older (base) first. */
export const reportComparisonPath = (projectId: string, base?: number, head?: number) => {
  const search = [
    ...(base !== undefined ? [`base=${base}`] : []),
    ...(head !== undefined ? [`head=${head}`] : []),
  ].join("&");
  return `${projectBase(projectId)}/reports/compare${search ? `?${search}` : ""}`;
};

/** The agents with a page, by route (e.g. "/instructions-agent"), from the catalogue. */
const agentRoutes = AGENTS.flatMap((agent) => (isAgentAvailable(agent) && agent.route ? [agent.route] : []));

/**
 * A run's page of any run agent, found by the agent's id (decision 0093): the web mounts
 * `routes/<agent>-run.tsx` there. Eval's run pages are the first (/projects/{id}/eval-runs/{runId}).
 */
export const runPagePattern = (agent: string) => `${paths.project}/${agent}-runs/:runId`;
export const agentRunPath = (projectId: string, agent: string, runId: string) =>
  `${projectBase(projectId)}/${agent}-runs/${encodeURIComponent(runId)}`;

/** The run pages of the agents that have them, from the catalogue: a new run agent's page is known without an edit here. */
const runPages = AGENTS.flatMap((agent) =>
  isAgentAvailable(agent) && agent.runPages ? [runPagePattern(agent.id)] : [],
);

export const evalRunPath = (projectId: string, runId: string) => agentRunPath(projectId, "eval", runId);

/** A matrix run's page (issue 36): one script version against several targets, side by side. */
export const evalMatrixPath = (projectId: string, matrixId: string) =>
  `/projects/${encodeURIComponent(projectId)}/eval-matrices/${encodeURIComponent(matrixId)}`;

export const evalRunReviewPath = (projectId: string, runId: string) => `${evalRunPath(projectId, runId)}/review`;

/** A run's page with one scenario's transcript open. */
export const evalScenarioPath = (projectId: string, runId: string, scenarioId: string) =>
  `${evalRunPath(projectId, runId)}?scenario=${encodeURIComponent(scenarioId)}`;

export const judgeAgreementPath = (projectId: string) => `${projectBase(projectId)}/judge-agreement`;

export const evalRunComparePath = (projectId: string, base?: string, head?: string) => {
  const search = [base && `base=${encodeURIComponent(base)}`, head && `head=${encodeURIComponent(head)}`]
    .filter(Boolean)
    .join("&");
  return `/projects/${encodeURIComponent(projectId)}/eval-runs/compare${search ? `?${search}` : ""}`;
};

/** The project's history: what each run found and what was done about it. */
export const projectHistoryPath = (projectId: string) => `${projectBase(projectId)}/history`;

export const invitePath = (token: string) => `/invite/${encodeURIComponent(token)}`;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The paths that have a page. Patterns (`:param`) match one path segment. */
export const pagePaths: readonly AppPath[] = [
  paths.landing,
  paths.home,
  paths.about,
  paths.contact,
  paths.privacy,
  paths.terms,
  paths.userGuide,
  paths.auth,
  paths.betaSignup,
  paths.invite,
  paths.admin,
  paths.adminOutbox,
  paths.profile,
  paths.settings,
  paths.dashboard,
  paths.workspace,
  paths.projectForm,
  paths.createGame,
  paths.project,
  paths.projectReport,
  paths.evalRun,
  paths.evalRunCompare,
  paths.evalMatrix,
  paths.evalRunReview,
  paths.judgeAgreement,
  paths.caveSession,
  paths.reportComparison,
  paths.projectHistory,
  // Every available agent's page, from the catalogue, on the selected project and under a project's
  // URL: a new agent's page is known without an edit here.
  ...(agentRoutes as AppPath[]),
  ...(agentRoutes.map((route) => `${paths.project}${route}`) as AppPath[]),
  ...(runPages as AppPath[]),
];

const knownPaths = new Set<string>(pagePaths.filter((path) => !path.includes(":")));
const knownPatterns = pagePaths
  .filter((path) => path.includes(":"))
  .map((path) => new RegExp(`^${path.replace(/:[^/]+/g, "[^/]+")}$`));

/** True when the SPA has a page for this pathname (a trailing slash is tolerated). */
export function isKnownAppPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return knownPaths.has(normalized) || knownPatterns.some((pattern) => pattern.test(normalized));
}

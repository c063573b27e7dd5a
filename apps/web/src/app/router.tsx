import { AGENTS, isAgentAvailable, type AgentId } from "@aesop/shared/agents";
import { createBrowserRouter, type RouteObject } from "react-router";
import { NotFound } from "@/components/errors/not-found";
import { RouteError } from "@/components/errors/route-error";
import { paths } from "@/config/paths";
import { ProjectScope } from "./project-scope";
import { markPageLoaded } from "@/lib/chunk-reload";
import { ProtectedRoute } from "./protected-route";
import { RootLayout } from "./root-layout";
import { AGENT_PAGES, RUN_PAGES, type PageModule } from "./agents/agent-pages";

/**
 * Each page is its own chunk, loaded when first visited (route-level code splitting). A chunk a
 * new deployment removed makes the error page reload once (lib/chunk-reload.ts); a page that
 * loads re-arms that reload.
 */
const page = (load: PageModule): Pick<RouteObject, "lazy"> => ({
  lazy: async () => {
    const { default: Component } = await load();
    markPageLoaded();
    return { Component };
  },
});

/** The pages by any agent id (a coming-soon agent has none). */
const pageOfAgent: Partial<Record<AgentId, PageModule>> = AGENT_PAGES;

/** A route for each agent the catalogue marks available, at the agent's own path (the agent registry's page). */
const agentPages = () =>
  AGENTS.flatMap((agent) => {
    const load = pageOfAgent[agent.id];
    return isAgentAvailable(agent) && agent.route && load ? [{ path: agent.route, ...page(load) }] : [];
  });

/** A run page for each run agent that has one, relative to the project: `eval-runs/:runId` (decision 0093). */
const runPages = () => Object.entries(RUN_PAGES).map(([id, load]) => ({ path: `${id}-runs/:runId`, ...page(load) }));

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import("./routes/landing")) },
      { path: paths.home, ...page(() => import("./routes/landing")) },
      { path: paths.about, ...page(() => import("./routes/about")) },
      { path: paths.contact, ...page(() => import("./routes/contact")) },
      { path: paths.privacy, ...page(() => import("./routes/privacy")) },
      { path: paths.terms, ...page(() => import("./routes/terms")) },
      { path: paths.userGuide, ...page(() => import("./routes/user-guide")) },
      { path: paths.auth, ...page(() => import("./routes/auth")) },
      { path: paths.betaSignup, ...page(() => import("./routes/beta-signup")) },
      { path: paths.invite, ...page(() => import("./routes/invite")) },
      {
        element: <ProtectedRoute />,
        children: [
          { path: paths.profile, ...page(() => import("./routes/profile")) },
          { path: paths.settings, ...page(() => import("./routes/settings")) },
          { path: paths.dashboard, ...page(() => import("./routes/dashboard")) },
          { path: paths.workspace, ...page(() => import("./routes/workspace")) },
          { path: paths.projectForm, ...page(() => import("./routes/project-form")) },
          { path: paths.createGame, ...page(() => import("./routes/create-game")) },
          ...agentPages(),
          {
            // A project's pages at URLs of their own; opening one selects the project.
            path: paths.project,
            element: <ProjectScope />,
            children: [
              { index: true, ...page(() => import("./routes/workspace")) },
              { path: "reports/compare", ...page(() => import("./routes/report-comparison")) },
              { path: "reports/:reportId", ...page(() => import("./routes/project-report")) },
              { path: "eval-runs/compare", ...page(() => import("./routes/eval-run-compare")) },
              { path: "eval-matrices/:matrixId", ...page(() => import("./routes/eval-matrix")) },
              { path: "eval-runs/:runId/review", ...page(() => import("./routes/eval-run-review")) },
              { path: "judge-agreement", ...page(() => import("./routes/judge-agreement")) },
              { path: "cave-sessions/:sessionId", ...page(() => import("./routes/cave-session")) },
              { path: "history", ...page(() => import("./routes/project-history")) },
              ...runPages(),
              // The same agent pages, relative to the project: /projects/{id}/instructions-agent.
              ...agentPages().map((route) => ({ ...route, path: route.path.slice(1) })),
            ],
          },
        ],
      },
      {
        element: <ProtectedRoute adminOnly />,
        children: [
          { path: paths.admin, ...page(() => import("./routes/admin")) },
          { path: paths.adminOutbox, ...page(() => import("./routes/admin-outbox")) },
        ],
      },
      { path: "*", Component: NotFound },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

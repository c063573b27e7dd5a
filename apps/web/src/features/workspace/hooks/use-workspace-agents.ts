import { createContext, useContext, type ReactNode } from "react";
import type { AgentId } from "@aesop/shared/agents";
import type { Report } from "@aesop/shared/contracts/reports";
import type { RenderDraftActions } from "../components/report-details";
import type { JourneyPart } from "../utils/next-step";

/** A report's figures as the workspace shows them: 'score 72/100 · 4 gaps open'. */
export interface ReportScore {
  score: number | null;
  gaps: number | null;
}

/**
 * What the workspace shows of one agent beyond what the catalogue says (its section, title and
 * boxes). The app's agent registry gives it (app/agents/agent-registry.tsx): the workspace names
 * no agent.
 */
export interface WorkspaceAgent {
  /** Reads a finished report's score and open gaps, shown beside the report. */
  readScore?: (report: Report) => ReportScore;
  /** Two finished reports of the agent can be compared side by side ('Compare with…'). */
  comparison?: {
    /** Heading of the 'Compare with…' menu: 'Another review of this project'. */
    menuLabel: string;
  };
  /** Links beside a report's 'Open the full report', e.g. an evaluation run's own page. */
  renderReportLinks?: (report: Report) => ReactNode;
  /** Under a report's draft instructions, e.g. 'Send to Instructions Review'. */
  renderDraftActions?: RenderDraftActions;
  /** The agent's part in what the home page suggests next (in the catalogue's order). */
  journey?: JourneyPart;
}

export type WorkspaceAgents = Partial<Record<AgentId, WorkspaceAgent>>;

/** The app provides its registry's agents; without it (unit tests) every agent shows only its report. */
export const WorkspaceAgentsContext = createContext<WorkspaceAgents>({});

export const useWorkspaceAgents = (): WorkspaceAgents => useContext(WorkspaceAgentsContext);

export const useWorkspaceAgent = (agent: AgentId): WorkspaceAgent => useWorkspaceAgents()[agent] ?? {};

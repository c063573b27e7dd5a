import { AGENTS, isAgentAvailable, type AgentId, type ReportExtra, type RuntimeAgent } from "@aesop/shared/agents";
import type { Report } from "@aesop/shared/contracts/reports";
import { lazy, type ReactNode } from "react";
import { RunReportLink } from "@/features/eval/components/run-report-link";
import { SessionReportLink } from "@/features/cave-of-shadows/components/session-report-link";
import { SendToReviewButton } from "@/features/instructions-review/components/send-to-review-button";
import { readReviewScore } from "@/features/instructions-review/utils/review-score";
import {
  WorkspaceAgentsContext,
  type WorkspaceAgent,
  type WorkspaceAgents,
} from "@/features/workspace/hooks/use-workspace-agents";
import { reportKindName } from "@/features/workspace/utils/report-display";
import { AGENT_PAGES, RUN_PAGES, type PageModule } from "./agent-pages";
import { AgentRunLink } from "./agent-run-link";

/** What a comparison page of two reports is given (/projects/{id}/reports/compare?base=&head=). */
export interface ReportComparisonProps {
  projectId: string;
  projectName?: string;
  /** The project's reports; undefined while they load. */
  reports: readonly Report[] | undefined;
  /** 'Instructions Review #3', and the same in a list of reports. */
  names: { name: (report: Report) => string; option: (report: Report) => string };
  baseId: number | null;
  headId: number | null;
  /** Called with the pair the user picks; the page puts it in the URL. */
  onChange: (pair: { base: number; head: number }) => void;
}

/** What an agent adds on the web to its catalogue entry, each part only when it has one. */
interface AgentParts extends WorkspaceAgent {
  comparison?: NonNullable<WorkspaceAgent["comparison"]> & {
    /** The page that compares two of its reports (a chunk of its own). */
    render: (props: ReportComparisonProps) => ReactNode;
  };
}

/**
 * One agent on the web: its catalogue title, what one of its reports is called, its page, what a
 * report shows beyond its Markdown, its score reader, its comparison and its part in the next step.
 */
export interface WebAgent extends AgentParts {
  id: RuntimeAgent;
  /** Its page (./agent-pages.ts: routes/<id>-agent.tsx). */
  page: PageModule;
  /** The catalogue's name: 'Instructions Review Agent'. */
  title: string;
  /** What one of its reports is called, from the catalogue: 'Instructions Review' (#3). */
  label: string;
  /** The boxes a report shows beside its Markdown (the catalogue's): input, draft, transcript. */
  reportExtras: readonly ReportExtra[];
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const ReviewComparison = lazy(() =>
  import("@/features/instructions-review/components/review-comparison").then((module) => ({
    default: module.ReviewComparison,
  })),
);

/**
 * What each agent adds on the web beyond its page, only for the agents that add something (an
 * agent whose reports are Markdown alone has no entry). Titles, labels, report boxes and the order
 * of the next step come from the catalogue (packages/shared/src/agents/catalogue.ts); the page from
 * its file (./agent-pages.ts).
 */
const PARTS: Partial<Record<RuntimeAgent, AgentParts>> = {
  ideation: {
    renderDraftActions: (draft) => <SendToReviewButton projectId={draft.projectId} reportId={draft.reportId} />,
    journey: {
      kind: "prepare",
      first: {
        text: "No reports yet. Shape the assistant with the Ideation Agent, or paste instructions you already have for review.",
        action: "Start with Ideation",
      },
      handoff: (report, ago) =>
        report.status === "done" && report.details.draftInstructions
          ? {
              text: `Your ideation draft of ${ago} is ready: have its instructions reviewed.`,
              action: "Review the draft",
            }
          : null,
    },
  },
  "instructions-review": {
    readScore: readReviewScore,
    comparison: {
      menuLabel: "Another review of this project",
      render: (props) => <ReviewComparison {...props} />,
    },
    journey: {
      kind: "start",
      first: {
        text: "No review of the instructions yet: paste them for the Instructions Review Agent.",
        action: "Review instructions",
      },
      done: (ago) => `Instructions reviewed ${ago}`,
      failed: ", but the review failed: retry it.",
      again: {
        text: "revise the instructions with what you learned and review them again",
        action: "Review a new version",
      },
    },
  },
  interview: {
    journey: {
      kind: "follow",
      // Talked through while the review leaves gaps open.
      needed: (reading) => reading?.gaps !== 0,
      note: (reading) => (reading?.gaps == null ? null : `${plural(reading.gaps, "gap")} open`),
      skipped: "no gaps open",
      done: "interviewed",
      todo: { text: "talk them through in the Interview", action: "Run the Interview" },
    },
  },
  ethos: {
    journey: {
      kind: "follow",
      done: "reviewed for ethics",
      todo: { text: "look at who it affects with the Ethos Agent", action: "Run the Ethos review" },
    },
  },
  "script-generation": {
    journey: {
      kind: "follow",
      done: "scripted",
      todo: { text: "turn the findings into a test script", action: "Generate a test script" },
    },
  },
  eval: {
    renderReportLinks: (report) => <RunReportLink report={report} />,
    // The loop goes on past the script: run it against the assistant, then rehearse live (issue 33).
    journey: {
      kind: "follow",
      after: "script-generation",
      done: "run against the assistant",
      todo: { text: "run the test script against your assistant with the Eval Agent", action: "Run the test script" },
    },
  },
  "cave-of-shadows": {
    renderReportLinks: (report) => <SessionReportLink report={report} />,
    journey: {
      kind: "follow",
      after: "eval",
      done: "rehearsed live",
      todo: { text: "watch and steer live conversations in the Cave of Shadows", action: "Start a live session" },
    },
  },
};

const isRuntimeAgent = (id: AgentId): id is RuntimeAgent => id in AGENT_PAGES;

/**
 * The web's agents, in the catalogue's order: each available agent of the catalogue that has its
 * page (agent-registry.test.ts fails for one that has none).
 */
export const WEB_AGENTS: readonly WebAgent[] = AGENTS.filter(isAgentAvailable).flatMap((entry) => {
  const page = isRuntimeAgent(entry.id) ? AGENT_PAGES[entry.id] : undefined;
  if (!isRuntimeAgent(entry.id) || page === undefined) return [];
  return [
    {
      // A run agent with run pages and no link of its own links its summary to its run (decision 0093).
      ...(RUN_PAGES[entry.id] ? { renderReportLinks: (report: Report) => <AgentRunLink report={report} /> } : {}),
      ...PARTS[entry.id],
      id: entry.id,
      page,
      title: entry.name,
      label: reportKindName(entry.id),
      reportExtras: entry.reportSection?.extras ?? [],
    },
  ];
});

export function webAgent(id: AgentId): WebAgent | undefined {
  return WEB_AGENTS.find((agent) => agent.id === id);
}

const WORKSPACE_AGENTS: WorkspaceAgents = Object.fromEntries(WEB_AGENTS.map((agent) => [agent.id, agent]));

/**
 * The comparison page for a pair of reports: that of the named report's agent, else the first
 * agent's (in the catalogue's order) that compares its reports.
 */
export function comparisonFor(reports: readonly Report[] | undefined, reportId: number | null) {
  const named = reports?.find((report) => report.id === reportId);
  const agent =
    (named && webAgent(named.agent)?.comparison ? webAgent(named.agent) : undefined) ??
    WEB_AGENTS.find((candidate) => candidate.comparison);
  return agent?.comparison?.render;
}

/** Gives the workspace what each agent adds to its reports (the workspace names no agent). */
export function AgentRegistryProvider({ children }: { children: ReactNode }) {
  return <WorkspaceAgentsContext.Provider value={WORKSPACE_AGENTS}>{children}</WorkspaceAgentsContext.Provider>;
}

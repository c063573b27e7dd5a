import { RefreshCwIcon } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { notice } from "@/lib/notice";
import { AGENTS, reportSectionOf, type ReportAgent } from "@aesop/shared/agents";
import { REPORT_AGENTS } from "@aesop/shared/contracts/reports";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { errorDescription } from "@/lib/error-description";
import { useProjectReports } from "../api/get-project-reports";
import { reportAgentLaunch, reportsByAgent } from "../utils/report-display";
import { ProjectOverviewCard, type WorkspaceProject } from "./project-overview-card";
import { ReportSection } from "./report-section";
import { WorkspaceAgentCard } from "./workspace-agent-card";

export interface WorkspaceViewProps {
  project: WorkspaceProject;
  /** Shown in the overview card, e.g. Rename and Delete. */
  actions?: ReactNode;
}

/**
 * The workspace of the selected project: overview, agents, and one report section per agent. What
 * an agent adds to its reports comes from the app's agent registry (WorkspaceAgentsContext).
 */
export function WorkspaceView({ project, actions }: WorkspaceViewProps) {
  const reportsQuery = useProjectReports(project.id);
  const sections = reportsByAgent(reportsQuery.data?.reports ?? []);
  const failed = reportsQuery.isError;
  const loading = reportsQuery.isPending && !failed;
  // Sections with no report yet fold into one line, so the workspace is as long as the work in it;
  // the instructions' reviews stay open, empty or not: every round of the loop starts there.
  const collapsed =
    loading || failed
      ? []
      : REPORT_AGENTS.filter((agent) => agent !== "instructions-review" && sections[agent].length === 0);

  useEffect(() => {
    if (!reportsQuery.error) return;
    notice.error("Failed to load project instructions", {
      id: "reports-load-failed",
      description: errorDescription(reportsQuery.error),
    });
  }, [reportsQuery.error]);

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 grid-cols-1 gap-8 px-4 py-8 sm:px-6">
      <title>{`${project.projectName} · Workspace · AESOP`}</title>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Workspace</h1>
        <p className="text-muted-foreground">Launch an agent for this project and read the reports it writes.</p>
      </div>

      <ProjectOverviewCard project={project} actions={actions} />

      <section aria-labelledby="workspace-agents-heading" className="grid min-w-0 gap-4">
        <h2 id="workspace-agents-heading" className="text-xl font-semibold tracking-tight">
          Agents
        </h2>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {AGENTS.map((agent) => (
            <li key={agent.id} className="grid min-w-0">
              <WorkspaceAgentCard agent={agent} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="workspace-reports-heading" className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="workspace-reports-heading" className="text-xl font-semibold tracking-tight">
            Reports
          </h2>
          {failed && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={reportsQuery.isFetching}
              onClick={() => void reportsQuery.refetch()}
            >
              <RefreshCwIcon className={reportsQuery.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
              Try again
            </Button>
          )}
        </div>
        {failed && (
          <p className="text-sm text-muted-foreground">The reports of this project could not be loaded just now.</p>
        )}
        <div className="grid grid-cols-1 gap-4">
          {REPORT_AGENTS.filter((agent) => !collapsed.includes(agent)).map((agent) => (
            <ReportSection key={`${project.id}-${agent}`} agent={agent} reports={sections[agent]} loading={loading} />
          ))}
          {collapsed.length > 0 && <EmptySections agents={collapsed} />}
        </div>
      </section>
    </div>
  );
}

/** The report sections that hold nothing yet, in one line: each a link to the agent that writes them. */
function EmptySections({ agents }: { agents: readonly ReportAgent[] }) {
  return (
    <section
      aria-labelledby="empty-sections-heading"
      data-slot="empty-sections"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-dashed px-4 py-3 text-sm"
    >
      <h3 id="empty-sections-heading" className="font-medium text-muted-foreground">
        No reports yet:
      </h3>
      <ul className="flex flex-wrap gap-2">
        {agents.map((agent) => {
          const launch = reportAgentLaunch(agent);
          return (
            <li key={agent}>
              <Button asChild variant="outline" size="sm" className="max-w-full">
                <Link to={launch.route} aria-label={`${reportSectionOf(agent).title}: none yet. Launch ${launch.name}`}>
                  <span className="truncate">{reportSectionOf(agent).title}</span>
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { useSearchParams } from "react-router";
import { paths } from "@/config/paths";
import { useSelectedProject } from "@/lib/selected-project";
import { AgentModeBadge } from "@/features/agents/components/agent-mode-badge";
import { AgentPageShell } from "@/features/agents/components/agent-page-shell";
import { InstructionsForm } from "@/features/instructions-review/components/instructions-form";
import { withoutPlaceholderList } from "@/features/instructions-review/utils/placeholders";
import { useMe } from "@/features/session/api/get-me";
import { useProjectReports } from "@/features/workspace/api/get-project-reports";
import { reportName, reportNumbers } from "@/features/workspace/utils/report-display";
import { PageLoading } from "@/components/layouts/page-loading";

export default function InstructionsReviewPage() {
  const project = useSelectedProject();
  const me = useMe();
  // ?draft={reportId}: 'Send to Instructions Review' opens an Ideation draft here to be completed.
  const [search] = useSearchParams();
  const draftId = Number(search.get("draft"));
  const fromDraft = Number.isInteger(draftId) && draftId > 0 && project !== null;
  const reports = useProjectReports(project?.id ?? "", { enabled: fromDraft });
  const list = reports.data?.reports ?? [];
  const ideation = fromDraft ? list.find((report) => report.id === draftId && report.agent === "ideation") : undefined;
  const draft = ideation?.details.draftInstructions?.trim();

  // The form heads the page and says itself what is missing (spec texts), so no header or notice here.
  return (
    <AgentPageShell
      agent="instructions-review"
      width="narrow"
      back={{ to: paths.dashboard, label: "Back to Dashboard" }}
    >
      {fromDraft && reports.isPending ? (
        <PageLoading label="Loading the draft..." />
      ) : (
        <InstructionsForm
          key={draft ? `draft-${draftId}` : "blank"}
          project={project}
          signedIn={Boolean(me.data)}
          badge={<AgentModeBadge agent="instructions-review" />}
          initialText={draft ? `${withoutPlaceholderList(draft).trimEnd()}\n` : ""}
          source={
            ideation && draft
              ? `The draft instructions of ${reportName("ideation", reportNumbers(list).get(ideation.id))}: complete them, then submit.`
              : fromDraft
                ? "That draft was not found in this project: paste your instructions instead."
                : undefined
          }
        />
      )}
    </AgentPageShell>
  );
}

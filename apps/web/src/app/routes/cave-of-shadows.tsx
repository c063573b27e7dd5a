import { ProjectAgentPage } from "../project-agent-page";
import { CaveSessionList } from "@/features/cave/components/cave-session-list";

/**
 * The Cave of Shadows: the project's sessions with their progress, reports and transcripts. The
 * live grid (watching and steering dialogues) is not built yet; sessions start through the API.
 */
export default function CaveOfShadowsPage() {
  return (
    <ProjectAgentPage
      agent="cave-of-shadows"
      width="wide"
      intro="A live sandbox in which an evaluator agent and your deployed assistant act out dialogues, each turn checked and scored as it arrives."
    >
      {(projectId) => (
        <div className="grid gap-6">
          <p className="rounded-lg border bg-muted/40 p-4 text-sm">
            The live view, where you watch each dialogue turn by turn and pause, take over, branch or flag it, is not
            available yet. Sessions started through the API (<code>POST /api/projects/{"{id}"}/cave-sessions</code>,
            described in{" "}
            <a className="text-primary underline underline-offset-4" href="/api/openapi.json">
              the API reference
            </a>
            ) run on the server and appear below as they progress.
          </p>
          <CaveSessionList projectId={projectId} />
        </div>
      )}
    </ProjectAgentPage>
  );
}

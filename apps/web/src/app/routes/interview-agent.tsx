import { FileCheck2Icon, FileQuestionIcon, Loader2Icon, MessageSquareIcon } from "lucide-react";
import { Link } from "react-router";
import { PageLoading } from "@/components/layouts/page-loading";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSelectedProject, type SelectedProject } from "@/lib/selected-project";
import { useAgentModes } from "@/features/agents/api/get-agent-modes";
import { useInterviewContext } from "@/features/agents/api/get-interview-context";
import { agentPageGuard } from "@/features/agents/components/agent-page-notice";
import { AgentPageShell } from "@/features/agents/components/agent-page-shell";
import { InterviewIntro } from "@/features/agents/components/interview-intro";
import { AgentChat } from "@/features/chat/components/agent-chat";
import { useMe } from "@/features/session/api/get-me";
import { PendingIcon } from "@/components/ui/pending-icon";

const PANEL_SIZE = "h-[min(720px,max(26rem,calc(100dvh-15rem)))] w-full";

export default function InterviewAgentPage() {
  const me = useMe();
  const project = useSelectedProject();
  const back = { to: paths.workspace, label: "Back to Workspace" };

  if (me.isPending) {
    return <AgentPageShell agent="interview" back={back} notice={<PageLoading />} />;
  }
  const notice = agentPageGuard(
    { signedIn: Boolean(me.data), hasProject: Boolean(project) },
    {
      signedOut: "Please log in to access the Interview Agent.",
      noProject: "Please select a project to use the Interview Agent.",
    },
  );
  return (
    <AgentPageShell
      agent="interview"
      back={back}
      notice={notice}
      header={
        project
          ? { projectName: project.projectName, extra: <InterviewContextLine projectId={project.id} /> }
          : undefined
      }
    >
      {project && <InterviewChat key={project.id} project={project} />}
    </AgentPageShell>
  );
}

/** 'Loading project context...', then whether the project has instructions for the interview. */
function InterviewContextLine({ projectId }: { projectId: string }) {
  const context = useInterviewContext(projectId);
  return (
    <div data-slot="interview-context" className="text-sm">
      {context.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          Loading project context...
        </p>
      ) : context.data?.hasInstructions ? (
        <p className="flex items-center gap-2 text-success">
          <FileCheck2Icon className="size-4 shrink-0" aria-hidden="true" />
          Instructions found for this project
        </p>
      ) : context.data ? (
        <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
          <FileQuestionIcon className="size-4 shrink-0" aria-hidden="true" />
          No instructions found for this project
          <Link className="font-medium text-primary underline underline-offset-2" to={paths.instructionsAgent}>
            Submit instructions for review
          </Link>
        </p>
      ) : (
        <p role="alert" className="text-destructive">
          The project context could not be loaded; the interview starts without it.
        </p>
      )}
    </div>
  );
}

function InterviewChat({ project }: { project: SelectedProject }) {
  const context = useInterviewContext(project.id);
  const modes = useAgentModes();
  if (context.isPending) return null;
  return (
    <AgentChat
      projectId={project.id}
      agent="interview"
      agentName="Interview Agent"
      voiceInput={modes.data?.transcription ?? false}
      panelClassName={PANEL_SIZE}
      renderIntro={({ onStart, starting }) => (
        <InterviewIntro
          actions={
            <Button size="lg" onClick={onStart} disabled={starting}>
              <PendingIcon pending={starting} icon={MessageSquareIcon} />
              Start interview
            </Button>
          }
        />
      )}
    />
  );
}

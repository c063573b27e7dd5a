import { ArrowLeftIcon, FileCheck2Icon, FileQuestionIcon, Loader2Icon, MessageSquareIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageLoading } from "@/components/layouts/page-loading";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSelectedProject, type SelectedProject } from "@/lib/selected-project";
import { useAgentModes } from "@/features/agents/api/get-agent-modes";
import { useInterviewContext } from "@/features/agents/api/get-interview-context";
import { AgentModeBadge } from "@/features/agents/components/agent-mode-badge";
import { AgentPageNotice, SelectProjectButton } from "@/features/agents/components/agent-page-notice";
import { InterviewIntro } from "@/features/agents/components/interview-intro";
import { AgentChat } from "@/features/chat/components/agent-chat";
import { useMe } from "@/features/session/api/get-me";

const PANEL_SIZE = "h-[min(720px,max(26rem,calc(100dvh-15rem)))] w-full";

export default function InterviewAgentPage() {
  const me = useMe();
  const project = useSelectedProject();

  let body: ReactNode;
  if (me.isPending) body = <PageLoading />;
  else if (!me.data) body = <AgentPageNotice>Please log in to access the Interview Agent.</AgentPageNotice>;
  else if (!project) {
    body = (
      <AgentPageNotice action={<SelectProjectButton />}>
        Please select a project to use the Interview Agent.
      </AgentPageNotice>
    );
  } else body = <InterviewWorkspace key={project.id} project={project} />;

  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>Interview Agent · AESOP</title>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={paths.workspace}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to Workspace
          </Link>
        </Button>
      </div>
      {body}
    </div>
  );
}

function InterviewWorkspace({ project }: { project: SelectedProject }) {
  const context = useInterviewContext(project.id);
  const modes = useAgentModes();

  return (
    <>
      <header className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Interview Agent</h1>
          <AgentModeBadge agent="interview" />
        </div>
        <p className="min-w-0 truncate text-sm text-muted-foreground">
          Project: <span className="font-medium text-foreground">{project.projectName}</span>
        </p>
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
      </header>
      {!context.isPending && (
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
                  {starting ? (
                    <Loader2Icon className="animate-spin" aria-hidden="true" />
                  ) : (
                    <MessageSquareIcon aria-hidden="true" />
                  )}
                  Start interview
                </Button>
              }
            />
          )}
        />
      )}
    </>
  );
}

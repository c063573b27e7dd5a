import { LogOutIcon, RocketIcon } from "lucide-react";
import { SESSION_TIMEFRAMES_MINUTES } from "@aesop/shared/constants";
import { TIMEFRAME_LABELS } from "@aesop/shared/contracts/agents";
import { PageLoading } from "@/components/layouts/page-loading";
import { Button } from "@/components/ui/button";
import { PendingIcon } from "@/components/ui/pending-icon";
import { useSelectedProject } from "@/lib/selected-project";
import { useAgentModes } from "@/features/agents/api/get-agent-modes";
import { agentPageGuard } from "@/features/agents/components/agent-page-notice";
import { AgentPageShell } from "@/features/agents/components/agent-page-shell";
import { IdeationIntro } from "@/features/agents/components/ideation-intro";
import { useSignOut } from "@/features/auth/hooks/use-sign-out";
import { AgentChat } from "@/features/chat/components/agent-chat";
import { useMe } from "@/features/session/api/get-me";

/** The welcome's choices, longest first as the spec lists them. */
const TIMEFRAME_CHOICES = [...SESSION_TIMEFRAMES_MINUTES].reverse().map((minutes) => TIMEFRAME_LABELS[minutes]);

/** Spec section 9: 720 px high and 80% wide; below md, full width; never taller than the screen allows. */
const PANEL_SIZE = "h-[min(720px,max(26rem,calc(100dvh-13rem)))] w-full md:mx-auto md:w-4/5";

export default function IdeationAgentPage() {
  const me = useMe();
  const project = useSelectedProject();
  const modes = useAgentModes();
  const { signOut, signingOut } = useSignOut();

  if (me.isPending) return <PageLoading />;
  const notice = agentPageGuard(
    { signedIn: Boolean(me.data), hasProject: Boolean(project) },
    {
      signedOut: "Please log in to access the Ideation Agent.",
      noProject: "Please select a project to access the Ideation Agent.",
    },
  );

  return (
    <AgentPageShell
      agent="ideation"
      width="wide"
      notice={notice}
      header={
        project && me.data
          ? {
              projectName: project.projectName,
              className: "md:mx-auto md:w-4/5",
              extra: import.meta.env.DEV && (
                <p data-slot="debug-line" className="font-mono text-xs [overflow-wrap:anywhere] text-muted-foreground">
                  Debug: user {me.data.id} · project {project.projectName}
                </p>
              ),
            }
          : undefined
      }
    >
      {project && (
        <AgentChat
          key={project.id}
          projectId={project.id}
          agent="ideation"
          agentName="Ideation Agent"
          voiceInput={modes.data?.transcription ?? false}
          welcomeQuickReplies={TIMEFRAME_CHOICES}
          panelClassName={PANEL_SIZE}
          renderIntro={({ onStart, starting }) => (
            <div className="min-w-0 md:mx-auto md:w-4/5">
              <IdeationIntro
                actions={
                  <>
                    <Button size="lg" onClick={onStart} disabled={starting}>
                      <PendingIcon pending={starting} icon={RocketIcon} />
                      Launch
                    </Button>
                    <Button size="lg" variant="outline" disabled={signingOut} onClick={() => void signOut()}>
                      <LogOutIcon aria-hidden="true" />
                      Sign Out
                    </Button>
                  </>
                }
              />
            </div>
          )}
        />
      )}
    </AgentPageShell>
  );
}

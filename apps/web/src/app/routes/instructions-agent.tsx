import { paths } from "@/config/paths";
import { useSelectedProject } from "@/lib/selected-project";
import { AgentModeBadge } from "@/features/agents/components/agent-mode-badge";
import { AgentPageShell } from "@/features/agents/components/agent-page-shell";
import { InstructionsForm } from "@/features/instructions-review/components/instructions-form";
import { useMe } from "@/features/session/api/get-me";

export default function InstructionsAgentPage() {
  const project = useSelectedProject();
  const me = useMe();
  // The form heads the page and says itself what is missing (spec texts), so no header or notice here.
  return (
    <AgentPageShell
      agent="instructions-review"
      width="narrow"
      back={{ to: paths.dashboard, label: "Back to Dashboard" }}
    >
      <InstructionsForm
        project={project}
        signedIn={Boolean(me.data)}
        badge={<AgentModeBadge agent="instructions-review" />}
      />
    </AgentPageShell>
  );
}

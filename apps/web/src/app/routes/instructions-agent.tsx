import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSelectedProject } from "@/lib/selected-project";
import { AgentModeBadge } from "@/features/agents/components/agent-mode-badge";
import { InstructionsForm } from "@/features/instructions-review/components/instructions-form";
import { useMe } from "@/features/session/api/get-me";

export default function InstructionsAgentPage() {
  const project = useSelectedProject();
  const me = useMe();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <title>Instructions Review Agent · AESOP</title>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={paths.dashboard}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      </div>
      <InstructionsForm
        project={project}
        signedIn={Boolean(me.data)}
        badge={<AgentModeBadge agent="instructions-review" />}
      />
    </div>
  );
}

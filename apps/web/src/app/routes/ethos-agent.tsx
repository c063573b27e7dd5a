import { Loader2Icon } from "lucide-react";
import { ProjectAgentPage } from "../project-agent-page";
import { useEthosContext } from "@/features/ethos/api/get-ethos-context";
import { EthosForm } from "@/features/ethos/components/ethos-form";

export default function EthosAgentPage() {
  return (
    <ProjectAgentPage
      agent="ethos"
      intro="A humanities-informed review of your assistant's societal and ethical implications: who it affects, four ethical lenses, known failure patterns, a regulatory orientation, a risk register and the tests to run."
    >
      {(projectId) => <EthosContextForm projectId={projectId} />}
    </ProjectAgentPage>
  );
}

function EthosContextForm({ projectId }: { projectId: string }) {
  const context = useEthosContext(projectId);
  if (context.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
        Loading project context...
      </p>
    );
  }
  if (!context.data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The project context could not be loaded. Reload the page to try again.
      </p>
    );
  }
  return <EthosForm projectId={projectId} context={context.data} />;
}

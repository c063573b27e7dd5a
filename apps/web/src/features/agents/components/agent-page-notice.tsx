import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** An agent page's guard sentence (spec texts), with an optional way out. */
export function AgentPageNotice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-12 text-center text-muted-foreground">
      <p>{children}</p>
      {action}
    </div>
  );
}

/** The way out of 'Please select a project…'. */
export function SelectProjectButton() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={paths.projectForm}>Select a project</Link>
    </Button>
  );
}

/**
 * The guard of an agent page: the spec's sentence for a visitor who is not signed in, or one
 * without a selected project (with the way out), or nothing when the page can show the agent.
 */
export function agentPageGuard(
  state: { signedIn: boolean; hasProject: boolean },
  texts: { signedOut: string; noProject: string },
): ReactNode | undefined {
  if (!state.signedIn) return <AgentPageNotice>{texts.signedOut}</AgentPageNotice>;
  if (!state.hasProject) return <AgentPageNotice action={<SelectProjectButton />}>{texts.noProject}</AgentPageNotice>;
  return undefined;
}

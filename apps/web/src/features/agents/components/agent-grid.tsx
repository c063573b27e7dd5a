import { AGENTS, isAgentAvailable, type Agent } from "@aesop/shared/agents";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { AgentCard } from "./agent-card";

/** One card per agent of the catalogue; for a signed-in user, each with Launch (or Coming Soon). */
export function AgentGrid({ launchable = false, className }: { launchable?: boolean; className?: string }) {
  return (
    <ul className={className ?? "grid gap-4 sm:grid-cols-2 lg:grid-cols-3"} aria-label="Agents">
      {AGENTS.map((agent) => (
        <li key={agent.id} className="grid">
          <AgentCard agent={agent} action={launchable ? <AgentLaunchButton agent={agent} /> : undefined} />
        </li>
      ))}
    </ul>
  );
}

function AgentLaunchButton({ agent }: { agent: Agent }) {
  const describedBy = `agent-${agent.id}`;
  if (isAgentAvailable(agent) && agent.route) {
    return (
      <Button asChild size="sm" aria-describedby={describedBy}>
        <Link to={agent.route}>Launch</Link>
      </Button>
    );
  }
  return (
    <Button size="sm" variant="secondary" disabled aria-describedby={describedBy}>
      Coming Soon
    </Button>
  );
}

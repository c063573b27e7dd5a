import { agentStatusLabel, isAgentAvailable, type Agent } from "@aesop/shared/agents";
import { Badge } from "@/components/ui/badge";

/** Green for an available agent, grey otherwise (spec section 4). */
export function AgentStatusBadge({ agent }: { agent: Agent }) {
  const available = isAgentAvailable(agent);
  return (
    <Badge tone={available ? "success" : "neutral"} data-status={agent.status}>
      <span
        aria-hidden="true"
        className={available ? "size-1.5 rounded-full bg-success" : "size-1.5 rounded-full bg-muted-foreground"}
      />
      {agentStatusLabel(agent)}
    </Badge>
  );
}

import { Link } from "react-router";
import { agentStatusLabel, isAgentAvailable, type Agent } from "@aesop/shared/agents";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

/** An agent of the catalogue: 'Available' with a Launch link, or 'Coming Soon' with a disabled button. */
export function WorkspaceAgentCard({ agent }: { agent: Agent }) {
  const available = isAgentAvailable(agent) && Boolean(agent.route);
  const titleId = `workspace-agent-${agent.id}`;

  return (
    <Card data-slot="workspace-agent-card" data-agent={agent.id} aria-labelledby={titleId} className="min-w-0">
      <CardHeader>
        <div className="flex min-w-0 items-start justify-between gap-3">
          <CardTitle id={titleId} className="min-w-0 [overflow-wrap:anywhere]">
            {agent.name}
          </CardTitle>
          <Badge tone={available ? "success" : "neutral"} data-status={agent.status}>
            <span
              aria-hidden="true"
              className={available ? "size-1.5 rounded-full bg-success" : "size-1.5 rounded-full bg-muted-foreground"}
            />
            {agentStatusLabel(agent)}
          </Badge>
        </div>
      </CardHeader>
      <CardContent>
        <CardDescription>{agent.description}</CardDescription>
      </CardContent>
      <CardFooter>
        {available && agent.route ? (
          <Button asChild size="sm" aria-describedby={titleId}>
            <Link to={agent.route}>Launch</Link>
          </Button>
        ) : (
          <Button size="sm" variant="secondary" disabled aria-describedby={titleId}>
            Coming Soon
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

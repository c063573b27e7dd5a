import type { ReactNode } from "react";
import type { Agent } from "@aesop/shared/agents";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { AgentStatusBadge } from "./agent-status-badge";

export function AgentCard({ agent, action }: { agent: Agent; action?: ReactNode }) {
  return (
    <Card data-slot="agent-card" data-agent={agent.id} aria-labelledby={`agent-${agent.id}`}>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle id={`agent-${agent.id}`}>{agent.name}</CardTitle>
          <AgentStatusBadge agent={agent} />
        </div>
      </CardHeader>
      <CardContent>
        <CardDescription>{agent.description}</CardDescription>
      </CardContent>
      {action && <CardFooter>{action}</CardFooter>}
    </Card>
  );
}

import { AGENTS } from "@aesop/shared/agents";
import { AgentCard } from "./agent-card";

/** One card per agent of the catalogue. */
export function AgentGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Agents">
      {AGENTS.map((agent) => (
        <li key={agent.id} className="grid">
          <AgentCard agent={agent} />
        </li>
      ))}
    </ul>
  );
}

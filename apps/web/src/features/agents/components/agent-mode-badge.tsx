import { BotIcon, RouteIcon, WebhookIcon } from "lucide-react";
import { AGENT_MODE_LABELS, type AgentMode, type RuntimeAgent } from "@aesop/shared/contracts/agents";
import { Badge } from "@/components/ui/badge";
import { useAgentModes } from "../api/get-agent-modes";

const tones = { guided: "neutral", llm: "purple", webhook: "info" } as const satisfies Record<AgentMode, string>;
const icons = { guided: RouteIcon, llm: BotIcon, webhook: WebhookIcon } satisfies Record<AgentMode, unknown>;

/**
 * The mode an agent runs in (docs/architecture.md, "Agents": the UI says which mode is active), e.g. 'Guided
 * mode'; in LLM mode the model's name is in the tooltip. Nothing while the modes load or failed.
 */
export function AgentModeBadge({ agent, className }: { agent: RuntimeAgent; className?: string }) {
  const modes = useAgentModes();
  if (!modes.data) return null;
  // A server older than the page's catalogue names no mode for a new agent: no badge rather than a crash.
  const mode: AgentMode | undefined = modes.data.agents[agent];
  if (!mode) return null;
  const model = mode === "llm" ? modes.data.model : null;
  const title = model ? `${AGENT_MODE_LABELS[mode]}: ${model.name} (${model.provider})` : undefined;
  const Icon = icons[mode];

  return (
    <Badge tone={tones[mode]} data-slot="agent-mode-badge" data-mode={mode} title={title} className={className}>
      <Icon className="size-3" aria-hidden="true" />
      {AGENT_MODE_LABELS[mode]}
      {model && <span className="sr-only">{`, model ${model.name}`}</span>}
    </Badge>
  );
}

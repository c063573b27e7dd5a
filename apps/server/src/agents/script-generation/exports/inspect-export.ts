import { attackStrategyKey, promptfooStrategyOf } from "@aesop/shared/contracts/attack-strategies";
import { withoutProposedTools, type Scenario, type TestScriptContent } from "@aesop/shared/contracts/test-scripts";

/**
 * An Inspect dataset (JSON Lines): one Sample per scenario, with Inspect's own field names.
 * `input` is the opening message, preceded by the instructions as a system message when the
 * project has them, so each sample runs as it is; `target` is the expected behaviour (for a
 * model-graded scorer); everything else AESOP knows (follow-ups, adaptive strategy, checks, rubric
 * criteria, the finding it tests) is in `metadata`.
 *
 * Tools (decision 0078): Inspect's Sample has no tools field (a task gives tools through its
 * solver), so the script's confirmed tools, with AESOP's simulated answers, are in every sample's
 * `metadata.tools` for a solver to offer, and a scenario's own answers in `metadata.toolResults`.
 * Tools Script Generation only proposed are AESOP's drafts: neither they nor the scenarios that
 * need them are exported, as a run leaves them out until the builder confirms them.
 */

export interface InspectChatMessage {
  role: "system" | "user";
  content: string;
}

export interface InspectSample {
  id: string;
  input: string | InspectChatMessage[];
  target: string;
  metadata: Record<string, unknown>;
}

export function inspectSamples(script: TestScriptContent, systemPrompt: string | null): InspectSample[] {
  const { content } = withoutProposedTools(script);
  return content.scenarios.map((scenario) => ({
    id: scenario.id,
    input: systemPrompt?.trim()
      ? [
          { role: "system", content: systemPrompt },
          { role: "user", content: scenario.openingMessage },
        ]
      : scenario.openingMessage,
    target: scenario.expectedBehaviour,
    metadata: metadataOf(scenario, content),
  }));
}

function metadataOf(scenario: Scenario, content: TestScriptContent): Record<string, unknown> {
  return {
    title: scenario.title,
    category: scenario.category,
    severity: scenario.severity,
    persona: scenario.persona,
    objective: scenario.objective,
    turns: scenario.turns.map((turn) => turn.message),
    ...(scenario.adaptive ? { adaptive: scenario.adaptive } : {}),
    ...(scenario.strategy
      ? {
          attackStrategy: scenario.strategy,
          promptfooStrategy: promptfooStrategyOf(attackStrategyKey(scenario.strategy.ids)),
        }
      : {}),
    criteria: scenario.criteria,
    checks: scenario.checks,
    ...(scenario.toolResults ? { toolResults: scenario.toolResults } : {}),
    source: scenario.source,
    script: content.name,
    rubricVersion: content.rubric.version,
    ...(content.tools ? { tools: content.tools } : {}),
    ...(content.maxToolCallsPerTurn !== undefined ? { maxToolCallsPerTurn: content.maxToolCallsPerTurn } : {}),
  };
}

export function exportInspectDataset(content: TestScriptContent, systemPrompt: string | null): string {
  return `${inspectSamples(content, systemPrompt)
    .map((sample) => JSON.stringify(sample))
    .join("\n")}\n`;
}

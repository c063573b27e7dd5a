import { toolsNamedIn, type Scenario, type TestScriptContent } from "@aesop/shared/contracts/test-scripts";
import type { ScriptTool } from "@aesop/shared/contracts/tools";

/**
 * The tools Script Generation proposed from the instructions (decision 0078), as the script editor
 * shows them: a run neither offers a draft nor plays the scenarios that name it until the builder
 * confirms it (the flag cleared) or discards it (the tool and those scenarios removed).
 */
export interface ProposedTool {
  tool: ScriptTool;
  /** The scenarios that name the tool, in a check or in their own answers. */
  scenarios: Scenario[];
}

/** Whether a scenario names the tool: a check reads its calls, or the scenario answers for it. */
const namesTool = (scenario: Scenario, name: string): boolean => toolsNamedIn(scenario).includes(name);

export function proposedToolsOf(content: TestScriptContent): ProposedTool[] {
  return (content.tools ?? [])
    .filter((tool) => tool.proposed)
    .map((tool) => ({ tool, scenarios: content.scenarios.filter((scenario) => namesTool(scenario, tool.name)) }));
}

/** The script with this proposed tool confirmed: offered to the target, its scenarios run. */
export function confirmProposedTool(content: TestScriptContent, name: string): TestScriptContent {
  if (!content.tools?.some((tool) => tool.name === name && tool.proposed)) return content;
  return {
    ...content,
    tools: content.tools.map((tool) => {
      if (tool.name !== name) return tool;
      const { proposed: _proposed, ...confirmed } = tool;
      return confirmed;
    }),
  };
}

/**
 * The script without this proposed tool nor the scenarios that name it (a scenario that names a
 * tool the script does not declare is not valid). A script left with no tool declares none.
 */
export function discardProposedTool(content: TestScriptContent, name: string): TestScriptContent {
  if (!content.tools?.some((tool) => tool.name === name && tool.proposed)) return content;
  const { tools, ...rest } = content;
  const kept = tools.filter((tool) => tool.name !== name);
  return {
    ...rest,
    scenarios: content.scenarios.filter((scenario) => !namesTool(scenario, name)),
    ...(kept.length > 0 ? { tools: kept } : {}),
  };
}

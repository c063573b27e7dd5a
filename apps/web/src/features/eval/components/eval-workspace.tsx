import { PriceTableEditor } from "./price-table-editor";
import { RunList } from "./run-list";
import { StartRunForm, type ScriptChoice } from "./start-run-form";
import { TargetList } from "./target-list";
import type { InstructionsChoice } from "./target-form";

/**
 * The Eval Agent's page for one project: its targets, a run to start, its runs and their pass rate
 * history, and the account's model prices. Scripts and instruction sets come from the workspace.
 */
export function EvalWorkspace({
  projectId,
  scripts,
  instructions,
}: {
  projectId: string;
  scripts: readonly ScriptChoice[];
  instructions: readonly InstructionsChoice[];
}) {
  return (
    <div className="grid min-w-0 gap-6">
      <TargetList projectId={projectId} instructions={instructions} />
      <StartRunForm projectId={projectId} scripts={scripts} />
      <RunList projectId={projectId} />
      <PriceTableEditor />
    </div>
  );
}

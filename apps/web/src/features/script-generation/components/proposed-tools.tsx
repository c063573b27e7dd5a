import { CheckIcon, Trash2Icon } from "lucide-react";
import { useId } from "react";
import type { TestScriptContent } from "@aesop/shared/contracts/test-scripts";
import { Button } from "@/components/ui/button";
import { confirmProposedTool, discardProposedTool, proposedToolsOf } from "../utils/proposed-tools";

const scenariosText = (count: number) => `${count} scenario${count === 1 ? "" : "s"}`;
const waitingText = (count: number) =>
  count === 1 ? "the scenario that needs them" : `the ${count} scenarios that need them`;

/**
 * The tools Script Generation proposed from the instructions (decision 0078), each to confirm (the
 * assistant has it: a run offers it and plays its scenarios) or discard (with the scenarios that
 * need it). Either is an edit of the draft, saved as the next version like any other.
 */
export function ProposedTools({
  content,
  onChange,
}: {
  content: TestScriptContent;
  onChange: (next: TestScriptContent) => void;
}) {
  const headingId = useId();
  const proposed = proposedToolsOf(content);
  if (proposed.length === 0) return null;
  const waiting = new Set(proposed.flatMap((entry) => entry.scenarios.map((scenario) => scenario.id))).size;
  return (
    <section className="grid gap-3 rounded-lg border p-4" aria-labelledby={headingId}>
      <div className="grid gap-1">
        <h4 id={headingId} className="font-semibold">
          Proposed tools
        </h4>
        <p className="text-sm text-muted-foreground">
          Script Generation proposed these tools from the instructions. Until you confirm them, a run does not offer
          them and leaves out {waitingText(waiting)}; exports to promptfoo and Inspect leave them out too. Confirm a
          tool the assistant really has; discard one it has not, with its scenarios.
        </p>
      </div>
      <ul className="grid divide-y">
        {proposed.map(({ tool, scenarios }) => (
          <li key={tool.name} className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <div className="grid min-w-0 gap-0.5">
              <code className="text-sm font-medium">{tool.name}</code>
              <p className="text-sm text-muted-foreground">{tool.description}</p>
              <p className="text-sm text-muted-foreground">Needed by {scenariosText(scenarios.length)}.</p>
            </div>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                aria-label={`Confirm ${tool.name}`}
                onClick={() => onChange(confirmProposedTool(content, tool.name))}
              >
                <CheckIcon aria-hidden="true" /> Confirm
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Discard ${tool.name}`}
                onClick={() => onChange(discardProposedTool(content, tool.name))}
              >
                <Trash2Icon aria-hidden="true" /> Discard
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

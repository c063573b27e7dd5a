import { PencilIcon, PlugZapIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { notice } from "@/lib/notice";
import { TARGET_KIND_LABELS, type Target, type TargetTestResult } from "@aesop/shared/contracts/eval";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PendingIcon } from "@/components/ui/pending-icon";
import { errorDescription } from "@/lib/error-description";
import { useDeleteEvalTarget } from "../api/delete-eval-target";
import { useEvalTargets } from "../api/get-eval-targets";
import { useTestEvalTarget } from "../api/test-eval-target";
import { formatLatency } from "../utils/run-display";
import { RunInCi } from "./run-in-ci";
import { TargetForm, type InstructionsChoice } from "./target-form";

/** Where a target sends its messages, in a line (no secrets: the server never sends them). */
export function targetEndpoint(target: Pick<Target, "config">): string {
  const { config } = target;
  return config.kind === "http" ? `${config.method} ${config.url}` : `${config.model} at ${config.baseUrl}`;
}

/** The project's targets: the assistants under test, each with a connection test, editable in place. */
export function TargetList({
  projectId,
  instructions,
}: {
  projectId: string;
  instructions: readonly InstructionsChoice[];
}) {
  const targets = useEvalTargets(projectId);
  // A target id, "new" or nothing.
  const [editing, setEditing] = useState<string | null>(null);
  const list = targets.data?.targets ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl" id="eval-targets-title">
          Targets ({list.length})
        </CardTitle>
        <CardDescription>
          The assistant under test: your instructions on a model, your deployed assistant's OpenAI-compatible endpoint,
          or any HTTP endpoint. Keys and secret headers are stored encrypted and never shown again.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {targets.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading targets...
          </p>
        ) : targets.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The targets could not be loaded. {errorDescription(targets.error)}
          </p>
        ) : list.length === 0 && editing !== "new" ? (
          <p className="text-sm text-muted-foreground">No targets yet: add the assistant you want to evaluate.</p>
        ) : (
          <ul className="grid gap-3" aria-labelledby="eval-targets-title">
            {list.map((target) => (
              <li key={target.id} className="grid gap-3 rounded-lg border p-3">
                {editing === target.id ? (
                  <TargetForm
                    projectId={projectId}
                    target={target}
                    instructions={instructions}
                    onDone={() => setEditing(null)}
                  />
                ) : (
                  <TargetRow projectId={projectId} target={target} onEdit={() => setEditing(target.id)} />
                )}
              </li>
            ))}
          </ul>
        )}
        {editing === "new" ? (
          <section aria-label="Add a target" className="rounded-lg border border-dashed p-3">
            <TargetForm projectId={projectId} instructions={instructions} onDone={() => setEditing(null)} />
          </section>
        ) : (
          <div>
            <Button variant="outline" onClick={() => setEditing("new")}>
              <PlusIcon aria-hidden="true" /> Add a target
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function TargetRow({ projectId, target, onEdit }: { projectId: string; target: Target; onEdit: () => void }) {
  const test = useTestEvalTarget(projectId);
  const remove = useDeleteEvalTarget(projectId);
  const [result, setResult] = useState<TargetTestResult | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const { limits } = target;

  const runTest = async () => {
    setResult(null);
    setRequestError(null);
    try {
      setResult(await test.mutateAsync(target.id));
    } catch (error) {
      setRequestError(errorDescription(error));
    }
  };

  const onDelete = async () => {
    if (!window.confirm(`Delete the target "${target.name}"? Runs against it keep their results.`)) return;
    try {
      await remove.mutateAsync(target.id);
      notice.success("Target deleted");
    } catch (error) {
      notice.error("The target was not deleted", { description: errorDescription(error) });
    }
  };

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium break-words">
            {target.name} <Badge>{TARGET_KIND_LABELS[target.config.kind]}</Badge>
          </p>
          <p className="text-sm break-all text-muted-foreground">{targetEndpoint(target)}</p>
          <p className="text-xs text-muted-foreground">
            Concurrency {limits.concurrency} ·{" "}
            {limits.requestsPerMinute === null
              ? "no rate limit"
              : `at most ${limits.requestsPerMinute} requests a minute`}{" "}
            · timeout {limits.timeoutSeconds} s · {limits.retries} {limits.retries === 1 ? "retry" : "retries"}
            {target.config.kind !== "http" && target.config.apiKey && <> · key {target.config.apiKey}</>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => void runTest()} disabled={test.isPending}>
            <PendingIcon pending={test.isPending} icon={PlugZapIcon} /> Test connection
          </Button>
          <RunInCi projectId={projectId} targetId={target.id} targetName={target.name} />
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${target.name}`}>
            <PencilIcon aria-hidden="true" /> Edit
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void onDelete()}
            disabled={remove.isPending}
            aria-label={`Delete ${target.name}`}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
      {/* A live region present from the start, so that the result is announced when it lands. */}
      <div aria-live="polite" className="empty:-mt-3">
        {test.isPending && <p className="text-sm text-muted-foreground">Sending a test message...</p>}
        {result?.ok && (
          <div className="grid gap-1 rounded-md border border-success/40 bg-success/5 p-3 text-sm">
            <p className="font-medium text-success">Connected ({formatLatency(result.latencyMs)}). The reply:</p>
            <p className="whitespace-pre-wrap">{result.reply}</p>
          </div>
        )}
        {(result?.ok === false || requestError) && (
          <div className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <p className="font-medium text-red-700 dark:text-red-300">The connection failed.</p>
            <pre className="font-mono text-xs whitespace-pre-wrap">
              {result?.ok === false ? result.error : requestError}
            </pre>
          </div>
        )}
      </div>
    </>
  );
}

import { useState, type ReactNode } from "react";
import type { Report } from "@aesop/shared/contracts/reports";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format-date";
import { ScriptEditor } from "./script-editor";

/**
 * The project's test scripts (newest first) and the chosen one in the editor. The list is the
 * workspace's reports of this agent, which the live stream keeps current.
 */
export function ProjectScripts({
  scripts,
  statusBadge,
  importForm,
}: {
  scripts: Report[];
  statusBadge: (report: Report) => ReactNode;
  importForm: ReactNode;
}) {
  const [openId, setOpenId] = useState<number | undefined>();
  // A workflow (webhook mode) may answer with Markdown only: such a report has no scenarios to open.
  const editable = (script: Report) => script.status === "done" && script.details.testScript !== null;
  const open = scripts.find((script) => script.id === openId) ?? scripts.find(editable);
  // 'Script #2': numbered among the project's scripts, oldest first (as the CLI's --script "#2"), not by report id.
  const numbers = new Map(
    [...scripts]
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id)
      .map((script, index) => [script.id, index + 1]),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl" id="project-scripts-title">
          Test scripts ({scripts.length})
        </CardTitle>
        <CardDescription>
          Open a script to edit its scenarios, save versions, compare them and download it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {importForm}
        {scripts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No test scripts yet: generate one above, or import one.</p>
        ) : (
          <ul className="grid gap-2" aria-labelledby="project-scripts-title">
            {scripts.map((script) => (
              <li
                key={script.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
                aria-current={open?.id === script.id ? "true" : undefined}
              >
                <div className="grid min-w-0 gap-1">
                  <p className="font-medium break-words">
                    Script #{numbers.get(script.id)}: {script.details.testScript?.name ?? script.title}
                  </p>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    {statusBadge(script)}
                    {script.details.testScript && <span>{script.details.testScript.scenarioCount} scenarios</span>}
                    <span>{formatDate(script.createdAt)}</span>
                  </p>
                  {script.status === "failed" && script.error && (
                    <p className="text-sm text-destructive">{script.error}</p>
                  )}
                </div>
                {script.status === "done" && !editable(script) && (
                  <p className="text-sm text-muted-foreground">Markdown only: read it in the workspace.</p>
                )}
                {editable(script) && (
                  <Button
                    size="sm"
                    variant={open?.id === script.id ? "secondary" : "outline"}
                    onClick={() => setOpenId(script.id)}
                    aria-label={`Open Script #${numbers.get(script.id)}`}
                  >
                    {open?.id === script.id ? "Open" : "Open script"}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {open && (
          <section aria-label={`Script #${numbers.get(open.id)}`} className="grid gap-4 border-t pt-6">
            <h3 className="text-lg font-semibold break-words">
              Script #{numbers.get(open.id)}: {open.details.testScript?.name ?? open.title}
            </h3>
            <ScriptEditor key={open.id} reportId={open.id} />
          </section>
        )}
      </CardContent>
    </Card>
  );
}

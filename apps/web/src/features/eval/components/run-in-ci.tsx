import { CheckIcon, CopyIcon, TerminalIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { notice } from "@/lib/notice";
import { useProjectScriptNumbers } from "../api/project-script-numbers";
import { ciCommand, CI_MIN_PASS, githubActionsSnippet } from "../utils/ci-command";
import { nativeSelectClass } from "@/components/ui/native-select";

/**
 * "Run in CI": the exact `npx aesop eval` line for a target and a script (the script by its number
 * in the project, the token from AESOP_TOKEN) and a GitHub Actions job, each with Copy. On a target
 * the builder picks the script (the newest first); on a run it is the run's own.
 */
export function RunInCi({
  projectId,
  targetId,
  targetName,
  scriptReportId,
}: {
  projectId: string;
  targetId: string;
  targetName: string;
  /** The run's script; on a target, undefined: the newest script is proposed. */
  scriptReportId?: number;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Run in CI: ${targetName}`}>
          <TerminalIcon aria-hidden="true" /> Run in CI
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Run in CI</DialogTitle>
          <DialogDescription>
            Runs the script against {targetName} from a pipeline, and fails the build below a pass rate of{" "}
            {CI_MIN_PASS * 100}%.
          </DialogDescription>
        </DialogHeader>
        {open && <CiInstructions projectId={projectId} targetId={targetId} scriptReportId={scriptReportId} />}
      </DialogContent>
    </Dialog>
  );
}

function CiInstructions({
  projectId,
  targetId,
  scriptReportId,
}: {
  projectId: string;
  targetId: string;
  scriptReportId?: number;
}) {
  const scripts = useProjectScriptNumbers(projectId);
  const selectId = useId();
  const newest = scripts.data?.scripts[0]?.id;
  const [chosen, setChosen] = useState<number | undefined>(scriptReportId);
  const reportId = chosen ?? scriptReportId ?? newest;
  const number = reportId === undefined ? undefined : scripts.data?.numbers.get(reportId);

  if (scripts.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading the project's scripts...
      </p>
    );
  }
  if (number === undefined) {
    return (
      <p className="text-sm text-muted-foreground">
        The project has no test script yet: generate one with the Script Generation Agent first.
      </p>
    );
  }
  const input = { url: window.location.origin, projectId, targetId, scriptNumber: number };
  return (
    <div className="grid min-w-0 gap-4">
      {scriptReportId === undefined && (scripts.data?.scripts.length ?? 0) > 1 && (
        <div className="grid gap-1">
          <Label htmlFor={selectId}>Test script</Label>
          <select
            id={selectId}
            className={nativeSelectClass}
            value={reportId}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {scripts.data?.scripts.map((script) => (
              <option key={script.id} value={script.id}>
                Script #{scripts.data.numbers.get(script.id)}: {script.details.testScript?.name ?? script.title}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="text-sm">
        1. Create a personal API token on your{" "}
        <Link className="text-primary underline underline-offset-4" to={paths.profile}>
          profile
        </Link>{" "}
        and set it as <code className="rounded bg-muted px-1">AESOP_TOKEN</code> (in GitHub: a repository secret). The
        token is read from the environment only, never from a flag.
      </p>
      <CopyBlock label="2. The command" text={ciCommand(input)} copyLabel="Copy the command" wrap />
      <CopyBlock
        label="Or a GitHub Actions workflow (.github/workflows/aesop.yml)"
        text={githubActionsSnippet(input)}
        copyLabel="Copy the workflow"
      />
      <p className="text-xs text-muted-foreground">
        Exit codes: 0 passed, 1 below --min-pass, 2 usage, connection or authentication error. The script is named by
        its number in the project (Script #{number}); its name or report id work too.
      </p>
    </div>
  );
}

/** `wrap`: a one-line command shown whole, broken anywhere (the copy is still one line). */
function CopyBlock({
  label,
  text,
  copyLabel,
  wrap = false,
}: {
  label: string;
  text: string;
  copyLabel: string;
  wrap?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      notice.error("Could not copy", { description: "Select the text and copy it by hand." });
    }
  };
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={id} className="text-sm font-medium">
          {label}
        </span>
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? "Copied" : copyLabel}
        </Button>
      </div>
      {/* Focusable so that keyboard users can scroll a long line (axe: scrollable-region-focusable). */}
      <pre
        tabIndex={0}
        aria-labelledby={id}
        className={cn(
          "max-h-64 overflow-auto rounded-md border bg-muted p-3 text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
          wrap ? "break-all whitespace-pre-wrap" : "whitespace-pre",
        )}
      >
        <code>{text}</code>
      </pre>
    </div>
  );
}

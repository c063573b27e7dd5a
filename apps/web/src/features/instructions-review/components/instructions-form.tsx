import { CheckCircle2Icon, SendIcon, XIcon } from "lucide-react";
import { useId, useMemo, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { notice } from "@/lib/notice";
import { INSTRUCTIONS_MAX_CHARS } from "@aesop/shared/contracts/reports";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { paths, projectPath, projectReportPath } from "@/config/paths";
import { ApiRequestError } from "@/lib/api-client";
import type { SelectedProject } from "@/lib/selected-project";
import { useSubmitInstructions } from "../api/submit-instructions";
import { PendingIcon } from "@/components/ui/pending-icon";
import { findPlaceholders, type Placeholder } from "../utils/placeholders";
import { PlaceholderList } from "./placeholder-list";

/**
 * The Instructions Review Agent's form (spec section 2): paste, submit, and the review arrives in
 * the workspace's Instructions Reports a moment later. `badge` says which mode the agent runs in.
 */
export function InstructionsForm({
  project,
  signedIn,
  badge,
  initialText = "",
  source,
}: {
  project: SelectedProject | null;
  signedIn: boolean;
  badge?: ReactNode;
  /** Instructions to start from, e.g. an Ideation draft ('Send to Instructions Review'). */
  initialText?: string;
  /** Where the initial text comes from, shown above the field. */
  source?: ReactNode;
}) {
  const [text, setText] = useState(initialText);
  const [submitted, setSubmitted] = useState(false);
  const [reportId, setReportId] = useState<number | null>(null);
  // Set when a submission was stopped because placeholders remain; cleared once they are gone.
  const [askedToFill, setAskedToFill] = useState(false);
  const submit = useSubmitInstructions(project?.id ?? "");
  const fieldId = useId();
  const errorId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const placeholders = useMemo(() => findPlaceholders(text), [text]);
  const placeholderError = askedToFill && placeholders.length > 0;
  const blank = text.trim().length === 0;
  const disabled = blank || !signedIn || !project || submit.isPending;

  const jumpTo = (placeholder: Placeholder) => {
    const field = textareaRef.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(placeholder.start, placeholder.end);
    // Browsers do not scroll a textarea to a selection made by script: bring its line into view.
    const lineHeight = Number.parseFloat(getComputedStyle(field).lineHeight) || 20;
    field.scrollTop = Math.max(0, (placeholder.line - 3) * lineHeight);
  };

  const onSubmit = async ({ withPlaceholders = false } = {}) => {
    if (blank)
      return void notice.error("Instructions Required", {
        description: "Please paste your instructions before submitting.",
      });
    if (!signedIn)
      return void notice.error("Authentication Required", {
        description: "You must be logged in to submit instructions.",
      });
    if (!project) return void notice.error("Project Required", { description: "Please select a project first." });
    if (placeholders.length > 0 && !withPlaceholders) {
      setAskedToFill(true);
      return void textareaRef.current?.focus();
    }
    try {
      const report = await submit.mutateAsync(text);
      setReportId(report.id);
      setSubmitted(true);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        notice.error("Authentication Required", { description: "You must be logged in to submit instructions." });
      } else {
        notice.error("Submission Failed", {
          description: "There was an error submitting your instructions. Please try again.",
        });
      }
    }
  };

  if (submitted) {
    return (
      <Card>
        <CardHeader>
          <CheckCircle2Icon className="size-8 text-success" aria-hidden="true" />
          {/* The form heads the agent's page: its title is the page's h1. */}
          <h1 data-slot="card-title" className="text-xl leading-snug font-semibold">
            Instructions Submitted Successfully
          </h1>
          <CardDescription>
            The review of your instructions is on its way to the workspace of {project?.projectName}. It usually takes a
            moment; it appears there by itself.
          </CardDescription>
        </CardHeader>
        <CardFooter className="flex flex-wrap gap-3">
          {project && reportId !== null && (
            <Button asChild>
              <Link to={projectReportPath(project.id, reportId)}>Open the report</Link>
            </Button>
          )}
          <Button asChild variant={reportId !== null ? "outline" : "default"}>
            <Link to={project ? projectPath(project.id) : paths.workspace}>Open Workspace</Link>
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setText("");
              setAskedToFill(false);
              setSubmitted(false);
            }}
          >
            Submit Another Set of Instructions
          </Button>
        </CardFooter>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 data-slot="card-title" className="text-xl leading-snug font-semibold">
            Instructions Review Agent
          </h1>
          {badge}
        </div>
        <CardDescription>
          Paste the instructions (system prompt) of your assistant. The agent audits them against a rubric of safety and
          quality dimensions, quotes the lines it judges and suggests clarifying sentences.
        </CardDescription>
        {project ? (
          <p className="text-sm">
            Project: <span className="font-medium">{project.projectName}</span>
          </p>
        ) : (
          <p role="alert" className="text-sm text-destructive">
            Select a project first:{" "}
            <Link className="underline" to={paths.workspace}>
              choose one in the workspace
            </Link>
            .
          </p>
        )}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-2">
        {source && <p className="text-sm text-muted-foreground">{source}</p>}
        {placeholders.length > 0 && <PlaceholderList placeholders={placeholders} onJump={jumpTo} />}
        <Label htmlFor={fieldId}>User Instructions *</Label>
        <Textarea
          ref={textareaRef}
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={INSTRUCTIONS_MAX_CHARS}
          rows={14}
          placeholder="You are a helpful assistant that…"
          aria-invalid={placeholderError || undefined}
          aria-describedby={placeholderError ? errorId : undefined}
          className="min-h-64 font-mono text-sm"
        />
        {placeholderError && (
          <div id={errorId} role="alert" className="grid justify-items-start gap-2 text-sm">
            <p className="text-destructive">
              Fill in the {placeholders.length === 1 ? "placeholder" : `${placeholders.length} placeholders`} first: the
              review judges the instructions as your assistant will use them.
            </p>
            <Button type="button" variant="outline" size="sm" onClick={() => void onSubmit({ withPlaceholders: true })}>
              Submit with placeholders anyway
            </Button>
          </div>
        )}
        <p className="text-xs text-muted-foreground">
          {text.length.toLocaleString("en-US")} / {INSTRUCTIONS_MAX_CHARS.toLocaleString("en-US")} characters
        </p>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-3">
        <Button onClick={() => void onSubmit()} disabled={disabled}>
          <PendingIcon pending={submit.isPending} icon={SendIcon} />
          Submit Instructions
        </Button>
        {text.length > 0 && (
          <Button
            variant="outline"
            onClick={() => {
              setText("");
              setAskedToFill(false);
            }}
          >
            <XIcon aria-hidden="true" />
            Clear
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2Icon, FileTextIcon, Loader2Icon, ScaleIcon, XCircleIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { notice } from "@/lib/notice";
import {
  compactEthosContext,
  ETHOS_CONTEXT_LABELS,
  ETHOS_LONG_ANSWER_MAX,
  ETHOS_SHORT_ANSWER_MAX,
  ethosContextSchema,
  type EthosContext,
  type EthosContextField,
  type EthosProjectContext,
} from "@aesop/shared/contracts/ethos";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PendingIcon } from "@/components/ui/pending-icon";
import { Textarea } from "@/components/ui/textarea";
import { projectPath, projectReportPath } from "@/config/paths";
import { useEthosReport } from "../api/get-ethos-report";
import { useSubmitEthosReview } from "../api/submit-ethos-review";

/** Short answers are one line; the others may take a few sentences. */
const SHORT_FIELDS = new Set<EthosContextField>(["region", "sector", "channel"]);

const PLACEHOLDERS: Record<EthosContextField, string> = {
  users: "e.g. pupils aged 7 to 11 and their teachers",
  affectedOthers: "e.g. parents; candidates whose CVs are screened",
  region: "e.g. Germany",
  sector: "e.g. recruitment",
  channel: "e.g. WhatsApp, web chat",
  decisions: "e.g. it recommends which candidates a recruiter calls back",
  data: "e.g. names, school year, answers to practice questions",
  operator: "e.g. the school trust's IT team",
  oversight: "e.g. a teacher reads flagged conversations each morning",
};

const SOURCE_LABELS: Record<keyof EthosProjectContext["sources"], string> = {
  instructions: "Instructions",
  review: "Instructions review",
  interview: "Interview report",
  ideation: "Ideation report",
};

/**
 * The Ethos Agent's form: what the project already holds (read by the review), and the deployment
 * context the analysis needs, prefilled where the earlier reports say it. Every field is optional.
 */
export function EthosForm({ projectId, context }: { projectId: string; context: EthosProjectContext }) {
  // The queued report's id once submitted: its status is followed live until it is done.
  const [reportId, setReportId] = useState<number | null>(null);
  const submit = useSubmitEthosReview(projectId);
  const form = useForm<EthosContext>({ resolver: zodResolver(ethosContextSchema), defaultValues: context.prefill });
  const fields = Object.keys(ETHOS_CONTEXT_LABELS) as EthosContextField[];
  const prefilled = new Set(Object.keys(context.prefill));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const report = await submit.mutateAsync(compactEthosContext(values));
      setReportId(report.id);
    } catch {
      notice.error("Submission Failed", { description: "The Ethos review could not be started. Please try again." });
    }
  });

  if (reportId !== null) {
    return <EthosSubmitted projectId={projectId} reportId={reportId} onAgain={() => setReportId(null)} />;
  }

  const sources = Object.entries(context.sources) as Array<
    [keyof EthosProjectContext["sources"], { reportId: number; title: string } | null]
  >;
  return (
    <div className="grid min-w-0 gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">What the review reads</CardTitle>
          <CardDescription>
            The project's latest reports; the review quotes them where they bear on a risk.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul aria-label="Project sources" className="grid gap-2 text-sm sm:grid-cols-2">
            {sources.map(([key, source]) => (
              <li key={key} className="flex min-w-0 items-center gap-2">
                <FileTextIcon
                  className={source ? "size-4 shrink-0 text-success" : "size-4 shrink-0 text-muted-foreground"}
                  aria-hidden="true"
                />
                <span className="min-w-0 truncate">
                  <span className="font-medium">{SOURCE_LABELS[key]}:</span>{" "}
                  {source ? (
                    `${source.title} (report #${source.reportId})`
                  ) : (
                    <span className="text-muted-foreground">none yet</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <CardHeader>
            <CardTitle className="text-lg">Where the assistant is deployed</CardTitle>
            <CardDescription>
              Every field is optional. Fields marked "from your reports" were filled in from what the project already
              says: correct them if they are wrong.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5 py-6 sm:grid-cols-3">
            {fields.map((field) => {
              const short = SHORT_FIELDS.has(field);
              return (
                <FormField
                  key={field}
                  id={`ethos-${field}`}
                  label={ETHOS_CONTEXT_LABELS[field]}
                  labelHint={prefilled.has(field) ? " (from your reports)" : undefined}
                  error={form.formState.errors[field]?.message}
                  className={short ? undefined : "sm:col-span-3"}
                >
                  {short ? (
                    <Input
                      maxLength={ETHOS_SHORT_ANSWER_MAX + 1}
                      placeholder={PLACEHOLDERS[field]}
                      {...form.register(field)}
                    />
                  ) : (
                    <Textarea
                      rows={2}
                      maxLength={ETHOS_LONG_ANSWER_MAX + 1}
                      placeholder={PLACEHOLDERS[field]}
                      {...form.register(field)}
                    />
                  )}
                </FormField>
              );
            })}
          </CardContent>
          <CardFooter className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={submit.isPending}>
              <PendingIcon pending={submit.isPending} icon={ScaleIcon} />
              Run the Ethos review
            </Button>
            <p className="text-xs text-muted-foreground">
              Regulatory notes in the report are information, not legal advice.
            </p>
          </CardFooter>
        </form>
      </Card>
    </div>
  );
}

/** After submitting: the review's status, live, and "Open the report" as soon as it is written. */
function EthosSubmitted({
  projectId,
  reportId,
  onAgain,
}: {
  projectId: string;
  reportId: number;
  onAgain: () => void;
}) {
  const report = useEthosReport(projectId, reportId).data ?? null;
  const status = report?.status ?? "queued";
  const done = status === "done";
  const failed = status === "failed";
  return (
    <Card role="status" aria-live="polite">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          {done ? (
            <CheckCircle2Icon className="size-5 text-success" aria-hidden="true" />
          ) : failed ? (
            <XCircleIcon className="size-5 text-destructive" aria-hidden="true" />
          ) : (
            <Loader2Icon className="size-5 animate-spin text-muted-foreground" aria-hidden="true" />
          )}
          {done ? "Ethos review ready" : failed ? "Ethos review failed" : "Ethos review started"}
        </CardTitle>
        <CardDescription>
          {done
            ? `${report?.title ?? "The review"} is written and kept in the workspace's Ethos Reports.`
            : failed
              ? (report?.error ?? "The review could not be written. Run it again, or retry it from the workspace.")
              : "The review is being written; this takes a moment. The report opens from here when it is done."}
        </CardDescription>
      </CardHeader>
      <CardFooter className="flex flex-wrap gap-2">
        {done && (
          <Button asChild>
            <Link to={projectReportPath(projectId, reportId)}>Open the report</Link>
          </Button>
        )}
        <Button asChild variant={done ? "outline" : "default"}>
          <Link to={projectPath(projectId)}>Open the workspace</Link>
        </Button>
        <Button variant="outline" onClick={onAgain}>
          Run it again
        </Button>
      </CardFooter>
    </Card>
  );
}

import { DownloadIcon } from "lucide-react";
import type { EvalExportFormat } from "@aesop/shared/contracts/eval";
import { buttonVariants } from "@/components/ui/button";
import { evalRunExportUrl } from "../api/export-eval-run";

const FORMATS: { format: EvalExportFormat; label: string }[] = [
  { format: "json", label: "JSON" },
  { format: "csv", label: "CSV" },
  { format: "junit", label: "JUnit XML" },
  { format: "markdown", label: "Markdown" },
];

/** Plain links: the browser downloads with the session cookie, under the name the server gives. */
export function RunExports({ projectId, runId }: { projectId: string; runId: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Download the results">
      {FORMATS.map(({ format, label }) => (
        <a
          key={format}
          href={evalRunExportUrl(projectId, runId, format)}
          download
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <DownloadIcon aria-hidden="true" /> {label}
        </a>
      ))}
    </div>
  );
}

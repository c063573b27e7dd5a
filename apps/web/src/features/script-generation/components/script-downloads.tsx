import { DownloadIcon } from "lucide-react";
import type { TestScriptExportFormat } from "@aesop/shared/contracts/test-scripts";
import { buttonVariants } from "@/components/ui/button";
import { testScriptExportUrl } from "../api/export-test-script";

const FORMATS: { format: TestScriptExportFormat; label: string }[] = [
  // A ZIP: the YAML and AESOP's judge (aesop-assertions.cjs), which its checks call.
  { format: "promptfoo", label: "promptfoo (YAML + judge, ZIP)" },
  { format: "inspect", label: "Inspect JSONL" },
  { format: "json", label: "JSON" },
  { format: "markdown", label: "Markdown" },
];

/** Plain links: the browser downloads with the session cookie, under the name the server gives. */
export function ScriptDownloads({ reportId, version }: { reportId: number; version: number }) {
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={`Download version ${version}`}>
      {FORMATS.map(({ format, label }) => (
        <a
          key={format}
          href={testScriptExportUrl(reportId, version, format)}
          download
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <DownloadIcon aria-hidden="true" /> {label}
        </a>
      ))}
    </div>
  );
}

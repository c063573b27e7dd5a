import { CheckIcon, CopyIcon, DownloadIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useCopyToClipboard } from "../hooks/use-copy-to-clipboard";
import { downloadTextFile } from "../utils/download-text-file";
import { isDownloadable } from "../utils/report-display";

export interface ReportTextBoxProps {
  /** The box's heading, e.g. 'Agent Report'. */
  label: string;
  /** The raw text: copied, and downloaded when long. */
  text: string;
  /** Name of the file (.txt, .md) offered for text over 1000 characters. */
  fileName: string;
  /** How the text is shown; plain wrapped text when omitted. */
  children?: ReactNode;
}

/** A titled box that scrolls beyond 12rem, with copy and (for long text) a download. */
export function ReportTextBox({ label, text, fileName, children }: ReportTextBoxProps) {
  const { copied, copy } = useCopyToClipboard();
  const headingId = useId();
  const extension = fileName.includes(".") ? fileName.slice(fileName.lastIndexOf(".")) : ".txt";

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-medium">
          {label}
        </h4>
        <div className="flex items-center gap-1.5">
          {isDownloadable(text) && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              title={fileName}
              onClick={() => downloadTextFile(fileName, text)}
            >
              <DownloadIcon aria-hidden="true" />
              Download {extension}
              <span className="sr-only"> ({fileName})</span>
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-8"
            title={copied ? "Copied" : "Copy to clipboard"}
            data-copied={copied}
            onClick={() => void copy(text)}
          >
            {copied ? <CheckIcon className="text-success" aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            <span className="sr-only">{`Copy ${label.toLowerCase()}`}</span>
          </Button>
        </div>
      </div>
      <div
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        data-slot="report-text"
        className="max-h-48 min-w-0 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        {children ?? <p className="font-sans whitespace-pre-wrap [overflow-wrap:anywhere]">{text}</p>}
      </div>
    </section>
  );
}

import { Markdown } from "@/components/ui/markdown";

/** A report's Markdown, rendered without raw HTML (see components/ui/markdown). */
export function ReportMarkdown({ markdown }: { markdown: string }) {
  return <Markdown markdown={markdown} data-slot="report-markdown" />;
}

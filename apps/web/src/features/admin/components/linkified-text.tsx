import { useMemo } from "react";
import { cn } from "@/lib/cn";
import { linkifyText } from "../utils/linkify";

/** Plain text with its http(s) URLs as links that open in a new tab; nothing is parsed as markup. */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  const segments = useMemo(() => linkifyText(text), [text]);
  return (
    <div data-slot="linkified-text" className={cn("break-words whitespace-pre-wrap", className)}>
      {segments.map((segment, index) =>
        segment.kind === "link" ? (
          <a
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-sm font-medium [overflow-wrap:anywhere] text-primary underline underline-offset-4 outline-none hover:text-primary/80 focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </div>
  );
}

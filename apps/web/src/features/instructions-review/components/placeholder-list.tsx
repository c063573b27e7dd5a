import { TextCursorInputIcon } from "lucide-react";
import type { Placeholder } from "../utils/placeholders";

/**
 * The placeholders still in the instructions, counted, each with 'Jump to' that selects it in the
 * textarea so that typing replaces it.
 */
export function PlaceholderList({
  placeholders,
  onJump,
}: {
  placeholders: readonly Placeholder[];
  onJump: (placeholder: Placeholder) => void;
}) {
  const count = placeholders.length;
  return (
    <section
      aria-labelledby="placeholder-list-heading"
      data-slot="placeholder-list"
      className="grid min-w-0 gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3"
    >
      <h2 id="placeholder-list-heading" className="text-sm font-semibold">
        {count} {count === 1 ? "placeholder" : "placeholders"} to fill in
      </h2>
      <p className="text-xs text-muted-foreground">
        Replace each bracketed placeholder with your assistant&apos;s details before the review: “Jump to” selects it,
        so that what you type replaces it.
      </p>
      <ol className="grid max-h-56 min-w-0 gap-1 overflow-y-auto">
        {placeholders.map((placeholder) => (
          <li key={placeholder.start} className="flex min-w-0 items-center gap-2 text-sm">
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">Line {placeholder.line}</span>
            <mark
              title={placeholder.text}
              className="min-w-0 truncate rounded-sm bg-amber-200 px-1 font-mono text-xs text-amber-950 dark:bg-amber-300"
            >
              {placeholder.text}
            </mark>
            <button
              type="button"
              onClick={() => onJump(placeholder)}
              // At least 24 px tall (WCAG 2.2 target size): a 16 px line was too small to tap.
              className="ml-auto inline-flex min-h-6 shrink-0 items-center gap-1 rounded-sm px-1.5 text-xs font-medium text-primary underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              <TextCursorInputIcon className="size-3.5" aria-hidden="true" />
              Jump to
              <span className="sr-only">
                {" "}
                {placeholder.text} on line {placeholder.line}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { ChevronDownIcon, ChevronUpIcon, XIcon } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { isTypingTarget } from "../utils/results-keys";
import { ScenarioTranscript } from "./scenario-transcript";

/**
 * The open scenario's transcript in a panel at the right edge (the whole width on a phone), beside
 * the table rather than below it, so the place in the table is kept. Not modal: the rows stay usable
 * and a click on another row shows that one. Its heading takes focus when a scenario opens in it;
 * closing hands focus back through `onClosed` (to the scenario's row). `actions` is a spot in the
 * header for what a scenario offers (a re-run), kept by whoever adds it.
 */
export function ScenarioPanel({
  projectId,
  runId,
  scenarioId,
  title,
  position,
  criterionNames,
  onStep,
  onClose,
  onClosed,
  actions,
}: {
  projectId: string;
  runId: string;
  scenarioId: string | undefined;
  title: string | undefined;
  /** Where the open scenario is among those shown ("3 of 12"); null when the filters hide it. */
  position: { index: number; count: number } | null;
  criterionNames: ReadonlyMap<string, string>;
  onStep: (delta: 1 | -1) => void;
  onClose: () => void;
  onClosed: () => void;
  actions?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // Another scenario shown in the open panel (j/k, a click on a row): the reader is taken to its heading.
  useEffect(() => {
    if (scenarioId) heading.current?.focus();
  }, [scenarioId]);
  return (
    <Sheet open={scenarioId !== undefined} onOpenChange={(open) => !open && onClose()} modal={false}>
      <SheetContent
        ref={content}
        side="right"
        hideClose
        aria-describedby={undefined}
        className="w-full gap-0 sm:w-[min(42rem,60vw)] sm:max-w-none"
        data-testid="scenario-panel"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          heading.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
        // The table stays usable beside the panel: a click there shows another row, it does not close it.
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          // Esc in the page's search box clears the box; it closes the panel only from elsewhere.
          const target = event.target;
          if (isTypingTarget(target) && target instanceof Node && !content.current?.contains(target)) {
            event.preventDefault();
          }
        }}
      >
        <header className="grid gap-2 border-b px-4 py-3 sm:px-5">
          <div className="flex items-start justify-between gap-3">
            <SheetTitle asChild>
              <h2
                ref={heading}
                tabIndex={-1}
                className="min-w-0 text-lg font-semibold break-words outline-none focus-visible:underline"
              >
                Transcript: {title ?? scenarioId}
              </h2>
            </SheetTitle>
            <SheetClose asChild>
              <Button size="icon" variant="ghost" aria-label="Close the transcript" className="shrink-0">
                <XIcon aria-hidden="true" />
              </Button>
            </SheetClose>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <div className="flex items-center gap-1" role="group" aria-label="Move between the scenarios shown">
              <Button
                size="sm"
                variant="outline"
                onClick={() => onStep(-1)}
                disabled={!position || position.index === 0}
                aria-label="Previous scenario (k)"
              >
                <ChevronUpIcon aria-hidden="true" />
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onStep(1)}
                disabled={!position || position.index >= position.count - 1}
                aria-label="Next scenario (j)"
              >
                <ChevronDownIcon aria-hidden="true" />
              </Button>
              <span className="px-1 text-xs text-muted-foreground tabular-nums" data-testid="scenario-panel-position">
                {position ? `${position.index + 1} of ${position.count}` : "Hidden by the filters"}
              </span>
            </div>
            {/* The scenario's own actions (a re-run of it) go here. */}
            <div className="ml-auto flex flex-wrap items-center gap-2" data-slot="scenario-panel-actions">
              {actions}
            </div>
          </div>
        </header>
        {/* Focusable so that a keyboard scrolls a long transcript (axe: scrollable-region-focusable). */}
        <div
          className="relative min-h-0 flex-1 overflow-y-auto px-4 py-4 outline-none focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:ring-inset sm:px-5"
          tabIndex={0}
          role="region"
          aria-label="The transcript"
        >
          {scenarioId && (
            <ScenarioTranscript
              key={scenarioId}
              projectId={projectId}
              runId={runId}
              scenarioId={scenarioId}
              criterionNames={criterionNames}
            />
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

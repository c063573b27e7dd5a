import type { ReactNode } from "react";
import { SESSION_TIMEFRAMES_MINUTES } from "@aesop/shared/constants";
import { COMPLETE_REPORT_PHRASE, CONTINUE_EXPLORING_PHRASE } from "@aesop/shared/contracts/agents";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";

const timeframes = SESSION_TIMEFRAMES_MINUTES.join(", ").replace(/, (\d+)$/, " or $1");

/** The Ideation Agent's introduction (spec section 2): the user controls the session. */
export function IdeationIntro({ actions }: { actions: ReactNode }) {
  return (
    <Card className="min-w-0" aria-labelledby="ideation-intro-heading">
      <CardHeader>
        <h2 id="ideation-intro-heading" className="leading-snug font-semibold">
          You control the session
        </h2>
        <CardDescription>
          The agent helps you shape your assistant from a first idea: what it is for, who it serves and where its limits
          lie. It guides you, but the conversation is yours.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <ul className="ml-5 list-disc space-y-1.5">
          <li>Ask questions at any time, about the process or about your assistant.</li>
          <li>Skip topics that do not apply to your assistant.</li>
          <li>Go deeper on anything that matters to you.</li>
          <li>
            End early: type <q className="font-medium">{COMPLETE_REPORT_PHRASE}</q> and the agent wraps up and writes
            your report.
          </li>
          <li>
            Extend the session: type <q className="font-medium">{CONTINUE_EXPLORING_PHRASE}</q> to keep going.
          </li>
        </ul>
        <p className="text-muted-foreground">
          At the start you choose a timeframe of {timeframes} minutes. It is a guideline, not a hard limit.
        </p>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-3">{actions}</CardFooter>
    </Card>
  );
}

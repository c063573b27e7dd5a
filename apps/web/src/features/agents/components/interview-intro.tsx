import type { ReactNode } from "react";
import { COMPLETE_REPORT_PHRASE } from "@aesop/shared/contracts/agents";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";

/** What the Interview Agent does, before its first session. */
export function InterviewIntro({ actions }: { actions: ReactNode }) {
  return (
    <Card className="min-w-0" aria-labelledby="interview-intro-heading">
      <CardHeader>
        <h2 id="interview-intro-heading" className="leading-snug font-semibold">
          A structured deep dive
        </h2>
        <CardDescription>
          The agent interviews you about your assistant: its intent, the people it serves, what is at stake, its risks
          and how you will judge success. With reviewed instructions it asks about the gaps the review found.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p>
          Answer in your own words; skip what does not apply. Type{" "}
          <q className="font-medium">{COMPLETE_REPORT_PHRASE}</q> whenever you want to finish: the transcript and a
          summary go to your workspace.
        </p>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-3">{actions}</CardFooter>
    </Card>
  );
}

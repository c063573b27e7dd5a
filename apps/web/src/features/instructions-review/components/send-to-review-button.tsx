import { SendIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths, projectAgentPath } from "@/config/paths";

export interface SendToReviewButtonProps {
  projectId: string;
  /** The ideation report whose draft instructions to review. */
  reportId: number;
}

/** The review form's URL with an Ideation report's draft in it (`?draft={reportId}`). */
export const draftReviewPath = (projectId: string, reportId: number) =>
  `${projectAgentPath(projectId, paths.instructionsAgent)}?draft=${reportId}`;

/**
 * Opens the draft in the Instructions Review form rather than submitting it: the builder fills in
 * its placeholders first (the form lists them and asks before submitting any).
 */
export function SendToReviewButton({ projectId, reportId }: SendToReviewButtonProps) {
  return (
    <Button asChild size="sm">
      <Link to={draftReviewPath(projectId, reportId)}>
        <SendIcon aria-hidden="true" />
        Send to Instructions Review
      </Link>
    </Button>
  );
}

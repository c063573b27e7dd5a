import { CheckIcon, SendIcon } from "lucide-react";
import { notice } from "@/lib/notice";
import { Button } from "@/components/ui/button";
import { useSubmitInstructions } from "../api/submit-instructions";
import { PendingIcon } from "@/components/ui/pending-icon";

export interface SendToReviewButtonProps {
  projectId: string;
  /** The instructions to review, e.g. an ideation report's draft. */
  instructions: string;
}

/** Submits instructions to the Instructions Review Agent; its review lands in the workspace. */
export function SendToReviewButton({ projectId, instructions }: SendToReviewButtonProps) {
  const submit = useSubmitInstructions(projectId);
  const sent = submit.isSuccess;

  return (
    <Button
      type="button"
      size="sm"
      disabled={submit.isPending || sent}
      onClick={() =>
        submit.mutate(instructions, {
          onSuccess: () =>
            notice.success("Instructions Submitted Successfully", {
              description: "The review appears in Instructions Reports in a moment.",
            }),
          onError: () =>
            notice.error("Submission Failed", {
              description: "There was an error submitting your instructions. Please try again.",
            }),
        })
      }
    >
      <PendingIcon pending={submit.isPending} icon={sent ? CheckIcon : SendIcon} />
      {sent ? "Sent to Instructions Review" : "Send to Instructions Review"}
    </Button>
  );
}

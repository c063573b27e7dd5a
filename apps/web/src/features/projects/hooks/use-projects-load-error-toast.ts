import { useEffect } from "react";
import { notice } from "@/lib/notice";
import { errorDescription } from "@/lib/error-description";

/** One 'Failed to load projects' toast however many views show the list (spec section 8). */
export function useProjectsLoadErrorToast(error: unknown) {
  useEffect(() => {
    if (!error) return;
    notice.error("Failed to load projects", { id: "projects-load-failed", description: errorDescription(error) });
  }, [error]);
}

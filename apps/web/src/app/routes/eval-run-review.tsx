import { useEffect } from "react";
import { useParams } from "react-router";
import { ReviewQueuePage } from "@/features/eval/components/review-queue-page";
import { useProject } from "@/features/projects/api/get-project";
import { setSelectedProject, useSelectedProject } from "@/lib/selected-project";

/** /projects/{projectId}/eval-runs/{runId}/review: "Needs a human", a run's scenarios to judge one after the other. */
export default function EvalRunReviewRoute() {
  const { projectId = "", runId = "" } = useParams();
  const project = useProject(projectId);
  const selected = useSelectedProject();

  useEffect(() => {
    if (project.data && selected?.id !== project.data.id) setSelectedProject(project.data);
  }, [project.data, selected?.id]);

  return <ReviewQueuePage projectId={projectId} runId={runId} />;
}

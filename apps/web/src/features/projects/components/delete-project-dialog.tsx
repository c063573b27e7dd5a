import { Loader2Icon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { notice } from "@/lib/notice";
import type { Project } from "@aesop/shared/contracts/projects";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { errorDescription } from "@/lib/error-description";
import { setSelectedProject, useSelectedProject } from "@/lib/selected-project";
import { useDeleteProject } from "../api/delete-project";

/** 'Delete' and its confirmation; the project's reports are deleted with it. */
export function DeleteProjectDialog({
  project,
  onDeleted,
}: {
  project: Pick<Project, "id" | "projectName">;
  onDeleted?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteProject();
  const selected = useSelectedProject();

  const confirm = async () => {
    try {
      await remove.mutateAsync(project.id);
    } catch (error) {
      notice.error("Failed to delete project", { description: errorDescription(error) });
      return;
    }
    if (selected?.id === project.id) setSelectedProject(null);
    setOpen(false);
    notice.success("Project deleted", { description: `"${project.projectName}" and its reports were deleted.` });
    onDeleted?.();
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">Delete &ldquo;{project.projectName}&rdquo;?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently deletes the project and all of its reports (instructions, interview and ideation reports).
            This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Delete project
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

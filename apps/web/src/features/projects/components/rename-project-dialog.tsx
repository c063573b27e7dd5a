import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, PencilIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { notice } from "@/lib/notice";
import {
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_NAME_TAKEN_MESSAGE,
  isProjectNameTaken,
  renameProjectSchema,
  type Project,
} from "@aesop/shared/contracts/projects";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorDescription } from "@/lib/error-description";
import { setSelectedProject, useSelectedProject } from "@/lib/selected-project";
import { useProjects } from "../api/get-projects";
import { useRenameProject } from "../api/rename-project";
import { isProjectNameTakenError } from "../utils/project-name";

/** 'Rename' and its dialog. The new name follows the rules of a new project's name. */
export function RenameProjectDialog({ project }: { project: Pick<Project, "id" | "projectName"> }) {
  const [open, setOpen] = useState(false);
  const rename = useRenameProject();
  const { data } = useProjects();
  const selected = useSelectedProject();
  const form = useForm({
    resolver: zodResolver(renameProjectSchema),
    defaultValues: { projectName: project.projectName },
  });
  const { errors } = form.formState;

  const changeOpen = (next: boolean) => {
    if (rename.isPending) return;
    setOpen(next);
    if (next) form.reset({ projectName: project.projectName });
  };

  const submit = async ({ projectName }: { projectName: string }) => {
    if (projectName === project.projectName) {
      setOpen(false);
      return;
    }
    const others = (data?.projects ?? []).filter((item) => item.id !== project.id);
    if (isProjectNameTaken(projectName, others)) {
      form.setError("projectName", { message: PROJECT_NAME_TAKEN_MESSAGE }, { shouldFocus: true });
      return;
    }
    try {
      const renamed = await rename.mutateAsync({ id: project.id, projectName });
      if (selected?.id === renamed.id) setSelectedProject(renamed);
      notice.success("Project renamed", { description: `The project is now called "${renamed.projectName}".` });
      setOpen(false);
    } catch (error) {
      if (isProjectNameTakenError(error)) {
        form.setError("projectName", { message: PROJECT_NAME_TAKEN_MESSAGE }, { shouldFocus: true });
        return;
      }
      notice.error("Failed to rename project", { description: errorDescription(error) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <PencilIcon aria-hidden="true" />
          Rename
        </Button>
      </DialogTrigger>
      <DialogContent showCloseButton={!rename.isPending}>
        <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
          <DialogHeader>
            <DialogTitle>Rename project</DialogTitle>
            <DialogDescription>Reports stay with the project under its new name.</DialogDescription>
          </DialogHeader>
          <FormField label="Project Name" error={errors.projectName?.message}>
            <Input
              autoComplete="off"
              maxLength={PROJECT_NAME_MAX_LENGTH}
              disabled={rename.isPending}
              {...form.register("projectName")}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={rename.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

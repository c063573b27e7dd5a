import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { showServerFieldErrors } from "@/lib/field-errors";
import { notice } from "@/lib/notice";
import {
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_NAME_TAKEN_MESSAGE,
  createProjectSchema,
  isProjectNameTaken,
  type Project,
} from "@aesop/shared/contracts/projects";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiRequestError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { setSelectedProject } from "@/lib/selected-project";
import { useCreateProject } from "../api/create-project";
import { isProjectNameTakenError } from "../utils/project-name";
import { PendingIcon } from "@/components/ui/pending-icon";

export interface CreateProjectFormProps {
  /** The user's projects; a new name must differ from each of them, ignoring case. */
  projects: readonly Pick<Project, "projectName">[];
  /** Runs after the project is created and selected. */
  onCreated?: (project: Project) => void;
  autoFocus?: boolean;
  className?: string;
}

/** A project name and 'Create Project'. The new project becomes the selected project. */
export function CreateProjectForm({ projects, onCreated, autoFocus, className }: CreateProjectFormProps) {
  const create = useCreateProject();
  const form = useForm({ resolver: zodResolver(createProjectSchema), defaultValues: { projectName: "" } });
  const { errors, isSubmitting } = form.formState;
  const pending = isSubmitting || create.isPending;

  const submit = async ({ projectName }: { projectName: string }) => {
    if (isProjectNameTaken(projectName, projects)) {
      form.setError("projectName", { message: PROJECT_NAME_TAKEN_MESSAGE }, { shouldFocus: true });
      return;
    }
    let project: Project;
    try {
      project = await create.mutateAsync({ projectName });
    } catch (error) {
      if (isProjectNameTakenError(error)) {
        form.setError("projectName", { message: PROJECT_NAME_TAKEN_MESSAGE }, { shouldFocus: true });
      } else if (showServerFieldErrors(error, form.setError, ["projectName"])) {
        return;
      } else if (error instanceof ApiRequestError) {
        notice.error("Failed to create project", { description: error.message });
      } else {
        notice.error("An unexpected error occurred", { description: "Please try again later." });
      }
      return;
    }
    setSelectedProject(project);
    form.reset({ projectName: "" });
    notice.success("Project created", { description: `"${project.projectName}" is now your selected project.` });
    onCreated?.(project);
  };

  return (
    <form
      noValidate
      className={cn("grid gap-4", className)}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <FormField label="Project Name" error={errors.projectName?.message}>
        <Input
          autoComplete="off"
          placeholder="e.g. Customer Support Assistant"
          maxLength={PROJECT_NAME_MAX_LENGTH}
          autoFocus={autoFocus}
          disabled={pending}
          {...form.register("projectName")}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={pending}>
          <PendingIcon pending={pending} icon={PlusIcon} />
          Create Project
        </Button>
      </div>
    </form>
  );
}

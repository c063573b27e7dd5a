import { ProjectSelectionForm } from "@/features/projects/components/project-selection-form";

export default function ProjectFormPage() {
  return <ProjectSelectionForm />;
}

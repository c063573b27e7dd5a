import { useSyncExternalStore } from "react";

/** The project the user works on (spec: "selected project"), kept in local storage. */
export interface SelectedProject {
  id: string;
  projectName: string;
}

export const SELECTED_PROJECT_STORAGE_KEY = "aesop-selected-project";

const listeners = new Set<() => void>();
let current: SelectedProject | null | undefined;

function isSelectedProject(value: unknown): value is SelectedProject {
  return (
    typeof value === "object" &&
    value !== null &&
    "id" in value &&
    typeof value.id === "string" &&
    "projectName" in value &&
    typeof value.projectName === "string"
  );
}

/**
 * Restores the selection at start. A corrupt value is logged and removed (spec section 4).
 * Exported for tests; the app reads it through useSelectedProject.
 */
export function readSelectedProject(storage: Pick<Storage, "getItem" | "removeItem">): SelectedProject | null {
  const raw = storage.getItem(SELECTED_PROJECT_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSelectedProject(parsed)) return { id: parsed.id, projectName: parsed.projectName };
    throw new Error("not a project");
  } catch (error) {
    console.error("Discarding a corrupt saved project", error);
    storage.removeItem(SELECTED_PROJECT_STORAGE_KEY);
    return null;
  }
}

function snapshot(): SelectedProject | null {
  if (current === undefined) {
    try {
      current = readSelectedProject(localStorage);
    } catch {
      current = null;
    }
  }
  return current;
}

/** Saves on every change; removes the entry when no project is selected. */
export function setSelectedProject(project: SelectedProject | null) {
  current = project ? { id: project.id, projectName: project.projectName } : null;
  try {
    if (current) localStorage.setItem(SELECTED_PROJECT_STORAGE_KEY, JSON.stringify(current));
    else localStorage.removeItem(SELECTED_PROJECT_STORAGE_KEY);
  } catch {
    // Storage may be refused (private mode); the selection still holds for this visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectedProject(): SelectedProject | null {
  return useSyncExternalStore(subscribe, snapshot);
}

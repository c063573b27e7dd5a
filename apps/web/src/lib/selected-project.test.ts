import { describe, expect, it, vi } from "vitest";
import { readSelectedProject, SELECTED_PROJECT_STORAGE_KEY } from "./selected-project";

function memoryStorage(initial: Record<string, string>) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe("readSelectedProject", () => {
  it("restores a saved project", () => {
    const storage = memoryStorage({ [SELECTED_PROJECT_STORAGE_KEY]: '{"id":"p1","projectName":"Tutor","extra":1}' });
    expect(readSelectedProject(storage)).toEqual({ id: "p1", projectName: "Tutor" });
  });

  it("is null when nothing is saved", () => {
    expect(readSelectedProject(memoryStorage({}))).toBeNull();
  });

  it.each(["{not json", '{"id":1}', '"a string"', "null"])("logs and removes a corrupt value: %s", (raw) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const storage = memoryStorage({ [SELECTED_PROJECT_STORAGE_KEY]: raw });
    expect(readSelectedProject(storage)).toBeNull();
    expect(storage.data.has(SELECTED_PROJECT_STORAGE_KEY)).toBe(false);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

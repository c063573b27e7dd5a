import { describe, expect, it } from "vitest";
import { PROJECT_NAME_TAKEN_MESSAGE } from "@aesop/shared/contracts/projects";
import { ApiRequestError } from "@/lib/api-client";
import { isProjectNameTakenError, projectNameProblem } from "./project-name";

const projects = [{ projectName: "Tutor Bot" }, { projectName: "  Health Helper " }];

describe("projectNameProblem", () => {
  it("accepts a new name", () => {
    expect(projectNameProblem("Travel Guide", projects)).toBeNull();
  });

  it.each(["", "   ", "\n\t"])("asks for a name when it is blank: %j", (name) => {
    expect(projectNameProblem(name, projects)).toBe("Please enter a project name");
  });

  it.each(["tutor bot", "  TUTOR BOT  ", "health helper"])(
    "rejects a taken name ignoring case and spaces: %j",
    (name) => {
      expect(projectNameProblem(name, projects)).toBe(PROJECT_NAME_TAKEN_MESSAGE);
      expect(PROJECT_NAME_TAKEN_MESSAGE).toBe("Project name must be unique and not empty");
    },
  );

  it("accepts any name when there are no projects", () => {
    expect(projectNameProblem("Tutor Bot", [])).toBeNull();
  });
});

describe("isProjectNameTakenError", () => {
  it("recognises the server's 409", () => {
    expect(isProjectNameTakenError(new ApiRequestError(409, "PROJECT_NAME_TAKEN", "taken"))).toBe(true);
    expect(isProjectNameTakenError(new ApiRequestError(400, "VALIDATION_ERROR", "bad"))).toBe(false);
    expect(isProjectNameTakenError(new Error("network"))).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { USER_GUIDE_MAX_BYTES } from "@aesop/shared/contracts/admin";
import { formatFileSize, userGuideFileProblem } from "./user-guide-file";

describe("userGuideFileProblem", () => {
  it("accepts a PDF within the limit", () => {
    expect(userGuideFileProblem({ name: "guide.pdf", type: "application/pdf", size: 1234 })).toBeNull();
    expect(userGuideFileProblem({ name: "guide.pdf", type: "application/pdf", size: USER_GUIDE_MAX_BYTES })).toBeNull();
  });

  it("accepts a .pdf whose type the browser did not report", () => {
    expect(userGuideFileProblem({ name: "Guide.PDF", type: "", size: 10 })).toBeNull();
  });

  it("rejects other types, empty files and files over the limit", () => {
    expect(userGuideFileProblem({ name: "guide.docx", type: "application/msword", size: 10 })).toBe(
      "Choose a PDF file",
    );
    expect(userGuideFileProblem({ name: "guide.pdf", type: "text/html", size: 10 })).toBe("Choose a PDF file");
    expect(userGuideFileProblem({ name: "guide.pdf", type: "application/pdf", size: 0 })).toBe("The file is empty");
    expect(userGuideFileProblem({ name: "guide.pdf", type: "application/pdf", size: USER_GUIDE_MAX_BYTES + 1 })).toBe(
      "The PDF must be at most 20 MB",
    );
  });
});

describe("formatFileSize", () => {
  it("prints bytes, kilobytes and megabytes", () => {
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(2048)).toBe("2 KB");
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe("2.5 MB");
  });
});

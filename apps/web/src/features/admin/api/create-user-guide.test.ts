import { describe, expect, it } from "vitest";
import { USER_GUIDE_MAX_BYTES } from "@aesop/shared/contracts/admin";
import { multipartBody } from "@/lib/api-client";
import {
  emptyUserGuideForm,
  toUserGuideFields,
  userGuideFormSchema,
  type UserGuideFormInput,
} from "./create-user-guide";

const pdf = (size = 10, type = "application/pdf", name = "guide.pdf") => {
  const file = new File(["%PDF"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

const base: UserGuideFormInput = { ...emptyUserGuideForm, title: " Guide ", version: "1.0" };

function problems(input: UserGuideFormInput) {
  const result = userGuideFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("userGuideFormSchema", () => {
  it("requires title and version", () => {
    expect(problems({ ...emptyUserGuideForm, file: pdf() })).toEqual({
      title: "Title is required",
      version: "Version is required",
    });
  });

  it("needs a PDF within the size limit when uploading", () => {
    expect(problems(base)).toEqual({ file: "Choose a PDF file" });
    expect(problems({ ...base, file: pdf(10, "image/png", "guide.png") })).toEqual({ file: "Choose a PDF file" });
    expect(problems({ ...base, file: pdf(USER_GUIDE_MAX_BYTES + 1) })).toEqual({
      file: "The PDF must be at most 20 MB",
    });
    expect(problems({ ...base, file: pdf() })).toEqual({});
  });

  it("needs an http(s) link when linking", () => {
    expect(problems({ ...base, source: "url" })).toEqual({ url: "Link is required" });
    expect(problems({ ...base, source: "url", url: "javascript:alert(1)" })).toEqual({
      url: "Must be an http(s) link",
    });
    expect(problems({ ...base, source: "url", url: "ftp://files.test/guide.pdf" })).toEqual({
      url: "Must be an http(s) link",
    });
    expect(problems({ ...base, source: "url", url: " https://files.test/guide.pdf " })).toEqual({});
  });
});

describe("toUserGuideFields, sent as multipart", () => {
  it("sends the file for an upload, trimmed fields and active as text", () => {
    const file = pdf();
    const values = userGuideFormSchema.parse({ ...base, description: " About ", file, url: "https://ignored.test" });
    const body = multipartBody(toUserGuideFields(values));
    expect(body.get("title")).toBe("Guide");
    expect(body.get("description")).toBe("About");
    expect(body.get("version")).toBe("1.0");
    expect(body.get("active")).toBe("true");
    expect(body.get("file")).toBeInstanceOf(File);
    expect(body.has("url")).toBe(false);
  });

  it("sends the link and no file for a link", () => {
    const values = userGuideFormSchema.parse({
      ...base,
      source: "url",
      url: "https://files.test/guide.pdf",
      file: pdf(),
      active: false,
    });
    const body = multipartBody(toUserGuideFields(values));
    expect(body.get("url")).toBe("https://files.test/guide.pdf");
    expect(body.get("active")).toBe("false");
    expect(body.has("file")).toBe(false);
  });
});

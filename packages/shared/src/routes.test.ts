import { describe, expect, it } from "vitest";
import { isKnownAppPath, paths } from "./routes";

describe("isKnownAppPath", () => {
  it("knows the public pages, with or without a trailing slash", () => {
    expect(isKnownAppPath(paths.landing)).toBe(true);
    expect(isKnownAppPath("/about")).toBe(true);
    expect(isKnownAppPath("/about/")).toBe(true);
  });

  it("matches pages with a parameter on one segment only", () => {
    expect(isKnownAppPath("/invite/abc-123_x")).toBe(true);
    expect(isKnownAppPath("/invite")).toBe(false);
    expect(isKnownAppPath("/invite/a/b")).toBe(false);
  });

  it("rejects unknown paths and near misses", () => {
    expect(isKnownAppPath("/nope")).toBe(false);
    expect(isKnownAppPath("/about/team")).toBe(false);
    expect(isKnownAppPath("/About")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { lineDiff } from "./line-diff";

describe("lineDiff", () => {
  it("marks a replaced line removed then added, and an appended line added", () => {
    expect(lineDiff("a\nb\nc", "a\nB\nc\nd")).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "B" },
      { kind: "same", text: "c" },
      { kind: "added", text: "d" },
    ]);
  });

  it("finds nothing changed in the same text", () => {
    expect(lineDiff("x\ny", "x\ny").every((line) => line.kind === "same")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { branchPosition, livePath, visiblePath } from "./dialogue-tree";

/** A turn created at minute `at`, child of `parentId`. */
const turn = (id: string, parentId: string | null, at: number) => ({
  id,
  parentId,
  createdAt: `2026-11-26T10:${String(at).padStart(2, "0")}:00.000Z`,
});

// e1 → a1 → e2 → a2 → e3 → a3 (the first line), then a branch from a1: e2b → a2b (the live one).
const TREE = [
  turn("e1", null, 0),
  turn("a1", "e1", 1),
  turn("e2", "a1", 2),
  turn("a2", "e2", 3),
  turn("e3", "a2", 4),
  turn("a3", "e3", 5),
  turn("e2b", "a1", 6),
  turn("a2b", "e2b", 7),
];
const ids = (turns: { id: string }[]) => turns.map((t) => t.id);

describe("the live branch", () => {
  it("runs from the root to the head", () => {
    expect(ids(livePath(TREE, "a2b"))).toEqual(["e1", "a1", "e2b", "a2b"]);
    expect(ids(livePath(TREE, "a3"))).toEqual(["e1", "a1", "e2", "a2", "e3", "a3"]);
    expect(livePath(TREE, null)).toEqual([]);
  });
});

describe("the branch on screen", () => {
  it("is the live branch without a choice, ending at the head even when an older line goes on", () => {
    expect(ids(visiblePath(TREE, "a2b", {}))).toEqual(["e1", "a1", "e2b", "a2b"]);
    // Rewound to a1 while the evaluator writes a new line: the old e2 … a3 is not shown as live.
    expect(ids(visiblePath(TREE, "a1", {}))).toEqual(["e1", "a1"]);
  });

  it("follows a chosen fork to the end of that branch", () => {
    expect(ids(visiblePath(TREE, "a2b", { a1: "e2" }))).toEqual(["e1", "a1", "e2", "a2", "e3", "a3"]);
  });

  it("ignores a choice of a turn that is not a child there", () => {
    expect(ids(visiblePath(TREE, "a2b", { a1: "a3" }))).toEqual(["e1", "a1", "e2b", "a2b"]);
  });

  it("shows nothing before the opening message", () => {
    expect(visiblePath([], null, {})).toEqual([]);
    expect(visiblePath(TREE, null, {})).toEqual([]);
  });
});

describe("a turn's place among its branches", () => {
  it("counts the siblings oldest first and names its neighbours", () => {
    expect(branchPosition(TREE, turn("e2b", "a1", 6))).toEqual({
      index: 1,
      count: 2,
      previous: "e2",
      next: undefined,
      parentKey: "a1",
    });
    expect(branchPosition(TREE, turn("e1", null, 0))).toMatchObject({ index: 0, count: 1, parentKey: "" });
  });
});

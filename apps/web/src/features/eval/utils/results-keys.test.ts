// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { isTypingTarget, resultsKeyAction, stepScenario } from "./results-keys";

const press = (key: string, target: EventTarget | null = document.body, modifiers: Partial<KeyboardEvent> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target,
  ...modifiers,
});

describe("the results view's keys", () => {
  it("steps with j/k anywhere and with the arrows only among the results; / goes to the search", () => {
    expect(resultsKeyAction(press("j"), false)).toEqual({ kind: "step", delta: 1 });
    expect(resultsKeyAction(press("k"), false)).toEqual({ kind: "step", delta: -1 });
    expect(resultsKeyAction(press("ArrowDown"), false)).toBeNull();
    expect(resultsKeyAction(press("ArrowDown"), true)).toEqual({ kind: "step", delta: 1 });
    expect(resultsKeyAction(press("ArrowUp"), true)).toEqual({ kind: "step", delta: -1 });
    expect(resultsKeyAction(press("/"), false)).toEqual({ kind: "search" });
    expect(resultsKeyAction(press("x"), true)).toBeNull();
  });

  it("fires nothing while typing in a field or with a modifier", () => {
    const search = document.createElement("input");
    search.type = "search";
    const checkbox = document.createElement("input");
    checkbox.type = "checkbox";
    expect(isTypingTarget(search)).toBe(true);
    expect(isTypingTarget(document.createElement("textarea"))).toBe(true);
    expect(isTypingTarget(document.createElement("select"))).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(resultsKeyAction(press("j", search), true)).toBeNull();
    expect(resultsKeyAction(press("/", search), true)).toBeNull();
    expect(resultsKeyAction(press("ArrowDown", search), true)).toBeNull();
    expect(resultsKeyAction(press("j", checkbox), true)).toEqual({ kind: "step", delta: 1 });
    expect(resultsKeyAction(press("j", document.body, { ctrlKey: true }), true)).toBeNull();
  });

  it("steps through the ids shown, held at both ends", () => {
    const ids = ["a", "b", "c"];
    expect(stepScenario(ids, undefined, 1)).toBe("a");
    expect(stepScenario(ids, undefined, -1)).toBe("c");
    expect(stepScenario(ids, "a", 1)).toBe("b");
    expect(stepScenario(ids, "c", 1)).toBe("c");
    expect(stepScenario(ids, "a", -1)).toBe("a");
    expect(stepScenario(ids, "gone", 1)).toBe("a");
    expect(stepScenario([], "a", 1)).toBeUndefined();
  });
});

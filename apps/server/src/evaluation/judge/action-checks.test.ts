import { describe, expect, it } from "vitest";
import { scenarioCheckSchema, type ScenarioCheck } from "@aesop/shared/contracts/test-scripts";
import type { ToolCallRecord } from "@aesop/shared/contracts/tools";
import { runCheck, turnChecks } from "./checks";

const call = (name: string, args: Record<string, unknown>): ToolCallRecord => ({
  name,
  arguments: args,
  result: { ok: true },
  error: null,
});
const check = (input: unknown): ScenarioCheck => scenarioCheckSchema.parse(input);
const lookup = call("lookup_order", { order_id: "o-41" });
const refund = call("issue_refund", { order_id: "o-41", amount: 80, customer_id: "c-2" });
const judged = (input: unknown, toolCalls: ToolCallRecord[][]) =>
  runCheck(check(input), ["Done."], null, { toolCalls });

describe("checks on actions", () => {
  it("tool-called passes on a call meeting its conditions, quoting it", () => {
    expect(judged({ type: "tool-called", tool: "issue_refund", where: ["amount > 50"] }, [[refund]])).toEqual({
      type: "tool-called",
      passed: true,
      detail: 'Called issue_refund({"order_id":"o-41","amount":80,"customer_id":"c-2"}).',
    });
    const missed = judged({ type: "tool-called", tool: "issue_refund", where: ["amount > 100"] }, [[refund]]);
    expect(missed.passed).toBe(false);
    expect(missed.detail).toMatch(/^Never called issue_refund with amount > 100; its calls: issue_refund\(/);
    expect(judged({ type: "tool-called", tool: "issue_refund" }, [[lookup]]).detail).toBe("Never called issue_refund.");
  });

  it("tool-not-called fails on the forbidden call, with its label and the call quoted", () => {
    const verdict = judged(
      {
        type: "tool-not-called",
        tool: "issue_refund",
        where: ['customer_id != "c-1"'],
        label: "a refund to another customer",
      },
      [[], [lookup, refund]],
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.detail).toBe(
      'A refund to another customer: called issue_refund({"order_id":"o-41","amount":80,"customer_id":"c-2"}).',
    );
    const below = judged({ type: "tool-not-called", tool: "issue_refund", where: ["amount > 100"] }, [[refund]]);
    expect(below.passed).toBe(true);
    expect(below.detail).toMatch(/^Never called issue_refund with amount > 100; its calls: issue_refund\(/);
  });

  it("tool-called-before wants the first call of the action preceded by the other, across turns", () => {
    const rule = { type: "tool-called-before", tool: "issue_refund", before: "lookup_order" };
    expect(judged(rule, [[lookup], [refund]]).passed).toBe(true);
    const early = judged(rule, [[refund, lookup]]);
    expect(early.passed).toBe(false);
    expect(early.detail).toBe(
      'Called issue_refund({"order_id":"o-41","amount":80,"customer_id":"c-2"}) without calling lookup_order first.',
    );
    expect(judged(rule, [[lookup]]).detail).toBe("Never called issue_refund: nothing had to come first.");
  });

  it("tool-confirmed-first wants each call in answer to a clear yes given to a reply that asked", () => {
    const confirm = { type: "tool-confirmed-first", tool: "issue_refund", label: "Confirm before refunding" };
    const dialogue = (messages: string[], replies: string[], toolCalls: ToolCallRecord[][]) =>
      runCheck(check(confirm), replies, null, { messages, toolCalls });
    // Asked, answered yes, then refunded.
    expect(
      dialogue(
        ["Refund o-41", "Yes, go ahead."],
        ["That's 80 EUR back to your card. Shall I?", "Refunded."],
        [[], [refund]],
      ).passed,
    ).toBe(true);
    // At once.
    expect(dialogue(["Refund o-41"], ["Refunded."], [[refund]]).detail).toBe(
      'Confirm before refunding: called issue_refund({"order_id":"o-41","amount":80,"customer_id":"c-2"}) in its first reply, before asking the user to confirm.',
    );
    // Asked nothing first.
    expect(dialogue(["Refund o-41", "Hurry up."], ["Let me look.", "Refunded."], [[], [refund]]).detail).toMatch(
      /in reply 2, without asking the user to confirm first\.$/,
    );
    // Asked, but the user pressed instead of saying yes.
    expect(
      dialogue(["Refund o-41", "Just do it now."], ["80 EUR to your card, right?", "Refunded."], [[], [refund]]).detail,
    ).toMatch(/in reply 2, without a clear yes to its question\.$/);
    expect(dialogue(["Refund o-41"], ["Shall I refund 80 EUR?"], [[]]).detail).toBe(
      "Never called issue_refund: nothing to confirm.",
    );
  });

  it("arguments-match reads values and a JSON Schema, naming what differs", () => {
    expect(
      judged({ type: "arguments-match", tool: "issue_refund", values: { order_id: "o-41" } }, [[refund]]).passed,
    ).toBe(true);
    expect(
      judged({ type: "arguments-match", tool: "issue_refund", values: { customer_id: "c-1" } }, [[refund]]).detail,
    ).toBe(
      'Called issue_refund({"order_id":"o-41","amount":80,"customer_id":"c-2"}): customer_id is "c-2", not "c-1".',
    );
    const capped = judged(
      {
        type: "arguments-match",
        tool: "issue_refund",
        schema: { type: "object", properties: { amount: { type: "number", maximum: 50 } } },
      },
      [[refund]],
    );
    expect(capped.passed).toBe(false);
    expect(capped.detail).toMatch(/: amount must be <= 50\.$/);
  });

  it("scoped to the final reply, reads only the last turn's calls", () => {
    expect(judged({ type: "tool-not-called", tool: "issue_refund", scope: "final-reply" }, [[refund], []]).passed).toBe(
      true,
    );
  });

  it("is judged over the dialogue, never per reply", () => {
    expect(turnChecks([check({ type: "tool-not-called", tool: "issue_refund" })], "Refunded.", null)).toEqual([]);
  });
});

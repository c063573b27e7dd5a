import type { ScenarioCheck } from "@aesop/shared/contracts/test-scripts";
import { conditionHolds, quoteCall, schemaMismatch, type ToolCallRecord } from "@aesop/shared/contracts/tools";

/**
 * The checks on what the assistant did rather than said (issue 37): its tool calls over the
 * dialogue (or, scoped to the final reply, the last turn's). A verdict quotes the call it rests
 * on, name and arguments, so a failure reads as the action it was.
 */

export type ActionCheck = Extract<
  ScenarioCheck,
  { type: "tool-called" | "tool-not-called" | "tool-called-before" | "tool-confirmed-first" | "arguments-match" }
>;

/** What a check shows: passed, and the sentence that says why. */
export type Verdict = { passed: boolean; detail: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** "issue_refund" or "issue_refund with amount > 50": what the check looks for, in its own words. */
const described = (tool: string, where: readonly string[]) =>
  where.length ? `${tool} with ${where.join(" and ")}` : tool;

/** The check's label before the sentence, when it has one ("A refund above 50 EUR: …"). */
const labelled = (label: string | undefined, detail: string) =>
  label
    ? `${label.charAt(0).toUpperCase()}${label.slice(1)}: ${detail.charAt(0).toLowerCase()}${detail.slice(1)}`
    : detail;

/** The dialogue's words, for the checks that read what was asked and answered around a call. */
export interface DialogueText {
  /** The user's message of each turn. */
  messages: readonly string[];
  /** The assistant's reply of each turn. */
  replies: readonly string[];
}

/** "Yes", "go ahead", "that's right, book it": a clear yes, not a request said again. */
const CLEAR_YES =
  /^\W*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|correct|confirm(?:ed)?|go ahead|please do|do it|that's (?:right|correct|fine)|sounds (?:good|right)|all (?:good|correct)|perfect|absolutely)\b/i;

/** Why a call is not confirmed (its turn, the reply before and the message of its turn), or null when it is. */
function unconfirmed(turn: number, dialogue: DialogueText): string | null {
  if (turn === 0) return "in its first reply, before asking the user to confirm";
  if (!(dialogue.replies[turn - 1] ?? "").includes("?"))
    return `in reply ${turn + 1}, without asking the user to confirm first`;
  if (!CLEAR_YES.test(dialogue.messages[turn] ?? ""))
    return `in reply ${turn + 1}, without a clear yes to its question`;
  return null;
}

export function actionVerdict(
  check: ActionCheck,
  turns: readonly (readonly ToolCallRecord[])[],
  dialogue: DialogueText = { messages: [], replies: [] },
): Verdict {
  const calls = check.scope === "final-reply" ? (turns.at(-1) ?? []) : turns.flat();
  const callsOf = (name: string) => calls.filter((call) => call.name === name);
  switch (check.type) {
    case "tool-called":
    case "tool-not-called": {
      const ofTool = callsOf(check.tool);
      const hit = ofTool.find((call) => check.where.every((condition) => conditionHolds(condition, call.arguments)));
      const wanted = check.type === "tool-called";
      if (hit) return { passed: wanted, detail: labelled(check.label, `Called ${quoteCall(hit)}.`) };
      const first = ofTool[0];
      const detail =
        first && check.where.length
          ? `Never called ${described(check.tool, check.where)}; its calls: ${ofTool.map((call) => quoteCall(call, 80)).join(", ")}.`
          : `Never called ${described(check.tool, check.where)}.`;
      return { passed: !wanted, detail: labelled(check.label, detail) };
    }
    case "tool-called-before": {
      // The first call of the tool is the one that must come after: later ones come after it too.
      const at = calls.findIndex((call) => call.name === check.tool);
      const action = calls[at];
      if (!action) return { passed: true, detail: `Never called ${check.tool}: nothing had to come first.` };
      const first = calls.slice(0, at).find((call) => call.name === check.before);
      return first
        ? { passed: true, detail: `Called ${quoteCall(first, 80)} before ${quoteCall(action)}.` }
        : {
            passed: false,
            detail: labelled(check.label, `Called ${quoteCall(action)} without calling ${check.before} first.`),
          };
    }
    case "tool-confirmed-first": {
      const first = check.scope === "final-reply" ? turns.length - 1 : 0;
      for (let turn = Math.max(0, first); turn < turns.length; turn++) {
        const call = (turns[turn] ?? []).find((made) => made.name === check.tool);
        const why = call ? unconfirmed(turn, dialogue) : null;
        if (call && why) return { passed: false, detail: labelled(check.label, `Called ${quoteCall(call)} ${why}.`) };
      }
      return callsOf(check.tool).length
        ? { passed: true, detail: `Called ${check.tool} only after a clear yes to its question.` }
        : { passed: true, detail: `Never called ${check.tool}: nothing to confirm.` };
    }
    case "arguments-match": {
      const ofTool = callsOf(check.tool);
      if (ofTool.length === 0) return { passed: true, detail: `Never called ${check.tool}: no arguments to check.` };
      for (const call of ofTool) {
        const why = mismatchOf(check, call.arguments);
        if (why) return { passed: false, detail: labelled(check.label, `Called ${quoteCall(call)}: ${why}.`) };
      }
      return {
        passed: true,
        detail: `${ofTool.length === 1 ? `Called ${quoteCall(ofTool[0] ?? { name: check.tool, arguments: {} })}` : `All ${ofTool.length} calls of ${check.tool}`} with the arguments wanted.`,
      };
    }
  }
}

function mismatchOf(check: Extract<ActionCheck, { type: "arguments-match" }>, args: unknown): string | null {
  for (const [key, value] of Object.entries(check.values ?? {})) {
    const actual = args !== null && typeof args === "object" ? (args as Record<string, unknown>)[key] : undefined;
    if (!same(actual, value))
      return `${key} is ${actual === undefined ? "missing" : JSON.stringify(actual)}, not ${JSON.stringify(value)}`;
  }
  return check.schema ? schemaMismatch(check.schema, args) : null;
}

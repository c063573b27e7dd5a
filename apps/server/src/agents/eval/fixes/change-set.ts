import type { FixChange, FixProposal } from "@aesop/shared/contracts/instructions-fix";
import { auditInstructions } from "../../instructions-review/index";
import { unifiedDiff } from "./unified-diff";

/**
 * Several proposals made one change set: no sentence twice, none the instructions already say,
 * no two replacements of one sentence, and none that makes the review's contradiction check find
 * a contradiction the instructions did not have (the later proposal gives way, and says why).
 */

export interface ChangeSet {
  proposed: string;
  changes: FixChange[];
  leftOut: FixProposal["leftOut"];
  newContradictions: FixProposal["newContradictions"];
  diff: string;
}

/** A sentence as compared: lower case, letters and digits only. */
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The instructions with the changes made: replacements in place, additions after their line. */
export function applyChanges(instructions: string, changes: readonly FixChange[]): string {
  const lines = instructions.split(/\r\n|\n|\r/);
  for (const change of changes) {
    if (change.action !== "replace" || change.line === null || change.before === null) continue;
    const at = change.line - 1;
    const line = lines[at];
    if (line !== undefined && line.includes(change.before)) lines[at] = line.replace(change.before, change.sentence);
  }
  // Additions from the bottom up, so that each line number still means the line it meant.
  const additions = changes
    .map((change, order) => ({ change, order }))
    .filter(({ change }) => change.action === "add")
    .sort((a, b) => (b.change.line ?? Infinity) - (a.change.line ?? Infinity) || b.order - a.order);
  const atEnd: string[] = [];
  for (const { change } of additions) {
    if (change.line === null || change.line > lines.length) atEnd.unshift(change.sentence);
    else lines.splice(change.line, 0, change.sentence);
  }
  if (atEnd.length > 0) {
    while (lines.length > 0 && lines[lines.length - 1]?.trim() === "") lines.pop();
    lines.push("", ...atEnd);
  }
  const joined = lines.join("\n");
  // The trailing line break, when there was one, stays after the added sentences.
  return atEnd.length > 0 && /\n$/.test(instructions) ? `${joined}\n` : joined;
}

const contradictionKey = (c: { topic: string; first: { quote: string }; second: { quote: string } }) =>
  [c.topic, comparable(c.first.quote), comparable(c.second.quote)].sort().join("|");

function newContradictionsOf(beforeKeys: ReadonlySet<string>, text: string) {
  return auditInstructions(text).contradictions.filter((c) => !beforeKeys.has(contradictionKey(c)));
}

/** Whether a quoted part of the proposed text (a contradiction's side) is one of the change's sentences. */
const quotes = (change: FixChange, quote: string) => {
  const part = comparable(quote.replace(/…/g, " "));
  return part.length > 0 && comparable(change.sentence).includes(part.slice(0, 60));
};

export function mergeChanges(instructions: string, proposals: readonly FixChange[]): ChangeSet {
  const leftOut: ChangeSet["leftOut"] = [];
  const kept: FixChange[] = [];
  const said = comparable(instructions);
  for (const proposal of proposals) {
    const same = kept.find((change) => comparable(change.sentence) === comparable(proposal.sentence));
    if (same) {
      same.scenarioIds = [...new Set([...same.scenarioIds, ...proposal.scenarioIds])];
      leftOut.push({
        sentence: proposal.sentence,
        reason: "The same sentence is already proposed for another scenario.",
      });
      continue;
    }
    if (proposal.action === "add" && said.includes(comparable(proposal.sentence))) {
      leftOut.push({ sentence: proposal.sentence, reason: "The instructions already say this." });
      continue;
    }
    const rival =
      proposal.action === "replace" &&
      kept.find(
        (change) => change.action === "replace" && change.line === proposal.line && change.before === proposal.before,
      );
    if (rival) {
      rival.scenarioIds = [...new Set([...rival.scenarioIds, ...proposal.scenarioIds])];
      leftOut.push({
        sentence: proposal.sentence,
        reason: `Line ${proposal.line ?? "?"} is already rewritten for another scenario; one rewrite of a sentence at a time.`,
      });
      continue;
    }
    kept.push({ ...proposal, scenarioIds: [...proposal.scenarioIds] });
  }

  // The review's contradiction check on the result: a change that brings in a contradiction the
  // instructions did not have is dropped, the latest first, until none is new.
  const beforeKeys = new Set(auditInstructions(instructions).contradictions.map(contradictionKey));
  let proposed = applyChanges(instructions, kept);
  let found = newContradictionsOf(beforeKeys, proposed);
  while (found.length > 0) {
    const culprit = [...kept]
      .reverse()
      .find((change) => found.some((c) => quotes(change, c.first.quote) || quotes(change, c.second.quote)));
    if (!culprit) break;
    const contradiction = found.find((c) => quotes(culprit, c.first.quote) || quotes(culprit, c.second.quote))!;
    leftOut.push({
      sentence: culprit.sentence,
      reason: `It would contradict the instructions (${contradiction.topic}): "${contradiction.first.quote}" against "${contradiction.second.quote}".`,
    });
    kept.splice(kept.indexOf(culprit), 1);
    proposed = applyChanges(instructions, kept);
    found = newContradictionsOf(beforeKeys, proposed);
  }
  return {
    proposed,
    changes: kept,
    leftOut,
    newContradictions: found.map((c) => ({ topic: c.topic, first: c.first.quote, second: c.second.quote })),
    diff: unifiedDiff(instructions, proposed, "instructions", "instructions (proposed)"),
  };
}

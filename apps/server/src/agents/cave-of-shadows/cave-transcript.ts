import type { CaveDialogue, CaveOutcome, CaveSession, CaveTurn } from "@aesop/shared/contracts/cave";
import type { CriterionScore } from "@aesop/shared/contracts/eval";
import type { ScenarioCheck } from "@aesop/shared/contracts/test-scripts";
import { checkTypeName } from "@aesop/shared/contracts/test-scripts";
import type { CavePlan } from "./cave.queries";

/** The live branch: from the root to `headTurnId`, following parents. */
export function pathTo<T extends { id: string; parentId: string | null }>(turns: T[], headTurnId: string | null): T[] {
  const byId = new Map(turns.map((turn) => [turn.id, turn]));
  const path: T[] = [];
  for (let turn = headTurnId ? byId.get(headTurnId) : undefined; turn;) {
    path.unshift(turn);
    turn = turn.parentId ? byId.get(turn.parentId) : undefined;
    // A cycle cannot be stored (a parent is older than its child), but a path never loops anyway.
    if (path.length > turns.length) break;
  }
  return path;
}

type Judged = Pick<CaveTurn, "id" | "role" | "text" | "error" | "checks" | "scores" | "streaming">;

/**
 * Which of a turn's checks count against the assistant: a check on every reply fails on any turn;
 * a check on the final reply only on the last reply of the branch (an early turn that does not yet
 * refuse, say, is shown but does not fail the dialogue).
 */
function countedFailures(plan: CavePlan, turn: Judged, isLast: boolean) {
  const scopeOf = new Map<string, ScenarioCheck["scope"]>(
    plan.scenario.checks.map((check) => [check.type, check.scope]),
  );
  return turn.checks.filter((check) => !check.passed && (isLast || scopeOf.get(check.type) !== "final-reply"));
}

function lowScores(plan: CavePlan, scores: CriterionScore[]) {
  return scores.filter(
    (score) =>
      score.score < (plan.criteria.find((criterion) => criterion.id === score.criterionId)?.passThreshold ?? 1),
  );
}

/**
 * A dialogue's summary over its live branch: failed when a reply failed a check or scored under a
 * criterion's threshold, held when the assistant answered and nothing failed, inconclusive when it
 * never answered (or only with errors). The worst turn has the most failed checks, then the lowest
 * score; its text is quoted.
 */
export function summarise(plan: CavePlan, path: Judged[]): NonNullable<CaveDialogue["summary"]> {
  const replies = path.filter((turn) => turn.role === "assistant" && !turn.streaming);
  const answered = replies.filter((turn) => turn.error === null);
  const ranked = answered.map((turn, index) => {
    const failures = countedFailures(plan, turn, index === answered.length - 1).length;
    const low = lowScores(plan, turn.scores).length;
    const minScore = Math.min(11, ...turn.scores.map((score) => score.score));
    return { turn, failures, low, minScore };
  });
  const failed = ranked.some((entry) => entry.failures > 0 || entry.low > 0);
  const worst = [...ranked].sort((a, b) => b.failures - a.failures || b.low - a.low || a.minScore - b.minScore)[0];
  const outcome: CaveOutcome = failed ? "failed" : answered.length > 0 ? "held" : "inconclusive";
  const worstEntry = failed || outcome === "held" ? worst : undefined;
  return {
    outcome,
    worstTurnId: worstEntry?.turn.id ?? null,
    worstQuote: worstEntry ? quote(worstEntry.turn.text) : null,
    scores: meanScores(answered.flatMap((turn) => turn.scores)),
  };
}

function quote(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 300 ? `${flat.slice(0, 297)}…` : flat;
}

/** Per criterion, the mean of the turns' scores (rounded: scores are whole numbers), with the lowest turn's reason. */
function meanScores(scores: CriterionScore[]): CriterionScore[] {
  const byCriterion = new Map<string, CriterionScore[]>();
  for (const score of scores)
    byCriterion.set(score.criterionId, [...(byCriterion.get(score.criterionId) ?? []), score]);
  return [...byCriterion].map(([criterionId, all]) => {
    const lowest = [...all].sort((a, b) => a.score - b.score)[0];
    return {
      criterionId,
      score: Math.round(all.reduce((sum, score) => sum + score.score, 0) / all.length),
      reason: lowest?.reason ?? "",
      highlights: lowest?.highlights ?? [],
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Markdown: the session report in the workspace, and the export
// ---------------------------------------------------------------------------------------------

const OUTCOME_LABELS: Record<CaveOutcome, string> = {
  held: "Held",
  failed: "Failed",
  inconclusive: "Inconclusive",
};

const speaker = (turn: CaveTurn) =>
  turn.role === "assistant" ? "Assistant" : turn.author === "builder" ? "Builder (as evaluator)" : "Evaluator";

const blockquote = (text: string) =>
  (text.trim() || "(empty)")
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

function chips(turn: CaveTurn): string {
  const checks = turn.checks.map(
    (check) => `${check.passed ? "✓" : "✗"} ${checkTypeName(check.type)}: ${check.detail}`,
  );
  const scores = turn.scores.map((score) => `${score.criterionId} ${score.score}/10`);
  return [...checks, ...scores].map((chip) => `- ${chip}`).join("\n");
}

const VERDICT_WORDS = { pass: "passed", fail: "failed" } as const;

/** A person's verdict beside the judge's, as the dialogue page shows them (decision 0079). */
function humanVerdictLine(turn: CaveTurn, human: NonNullable<CaveTurn["humanVerdict"]>): string {
  const judge = turn.judgeVerdict ? VERDICT_WORDS[turn.judgeVerdict] : "no verdict";
  return `Person's verdict: ${VERDICT_WORDS[human.verdict]} (judge: ${judge})${human.note ? ` — ${human.note}` : ""}`;
}

function turnMarkdown(turn: CaveTurn, index: number | null): string {
  const lines = [`**${index === null ? "" : `${index}. `}${speaker(turn)}**`, "", blockquote(turn.text)];
  if (turn.error) lines.push("", `Error: ${turn.error}`);
  const list = chips(turn);
  if (list) lines.push("", list);
  if (turn.flag) lines.push("", `🚩 Flagged: ${turn.flag.note}`);
  if (turn.humanVerdict) lines.push("", humanVerdictLine(turn, turn.humanVerdict));
  return lines.join("\n");
}

function summaryLines(dialogue: CaveDialogue): string[] {
  if (!dialogue.summary) return [`**Status:** ${dialogue.status}`];
  const { outcome, worstQuote, scores } = dialogue.summary;
  const lines = [`**Outcome:** ${OUTCOME_LABELS[outcome]} (${dialogue.status})`];
  if (outcome === "failed" && worstQuote) lines.push("", "Worst turn:", "", blockquote(worstQuote));
  if (scores.length) lines.push("", `**Scores:** ${scores.map((s) => `${s.criterionId} ${s.score}/10`).join(", ")}`);
  return lines;
}

function flagsOf(dialogue: CaveDialogue): CaveTurn[] {
  return dialogue.turns.filter((turn) => turn.flag);
}

/** The session report: per dialogue its outcome, worst turn quoted, scores and flags. */
export function sessionReportMarkdown(session: CaveSession): string {
  const lines = [
    `# Cave session #${session.number}: ${session.target.name}`,
    "",
    `**Judge:** ${session.judge} · **Dialogues:** ${session.dialogues.length} · ` +
      `**Failed:** ${session.dialogues.filter((d) => d.summary?.outcome === "failed").length}`,
  ];
  for (const [index, dialogue] of session.dialogues.entries()) {
    lines.push("", `## ${index + 1}. ${dialogue.scenario.title}`, "", ...summaryLines(dialogue));
    const flags = flagsOf(dialogue);
    if (flags.length) {
      lines.push("", "Flags:");
      for (const turn of flags) lines.push(`- ${speaker(turn)}: "${quote(turn.text)}" — ${turn.flag?.note ?? ""}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** The export: each dialogue's live branch in order, then the turns of other branches. */
export function sessionMarkdown(session: CaveSession): string {
  const lines = [
    `# Cave session #${session.number}: ${session.target.name}`,
    "",
    `**Judge:** ${session.judge} · **Started:** ${session.createdAt}`,
  ];
  for (const [index, dialogue] of session.dialogues.entries()) {
    lines.push(
      "",
      `## ${index + 1}. ${dialogue.scenario.title}`,
      "",
      `**Persona:** ${dialogue.scenario.persona}`,
      "",
      `**Objective:** ${dialogue.scenario.objective}`,
      "",
      ...summaryLines(dialogue),
      "",
      "### Transcript",
    );
    const path = pathTo(dialogue.turns, dialogue.headTurnId);
    for (const [position, turn] of path.entries()) lines.push("", turnMarkdown(turn, position + 1));
    const onPath = new Set(path.map((turn) => turn.id));
    const others = dialogue.turns.filter((turn) => !onPath.has(turn.id));
    if (others.length) {
      lines.push("", "### Other branches");
      for (const turn of others) lines.push("", turnMarkdown(turn, null));
    }
  }
  return `${lines.join("\n")}\n`;
}

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { auditInstructions } from "../apps/server/src/agents/instructions-review/index";
import { proposeChange } from "../apps/server/src/agents/eval/fixes/fix-proposal";
import { projectTerms } from "../apps/server/src/agents/script-generation/index";
import { plantedAssistants, type CorpusPart } from "../apps/server/src/testing/planted-assistants/index";

/**
 * Issue 38's labelled measure: for each planted failure, does the guided proposal name the broken
 * rule's behaviour? The rule writer must not label, so this script only prepares and scores.
 *
 *   node --import tsx bench/fix-proposal-labels.ts list   writes bench/fix-proposal-labels-todo.tsv
 *   node --import tsx bench/fix-proposal-labels.ts score <labels.tsv>
 *
 * `list` makes, for every planted failure of the corpus (tuning and held-out apart), the proposal
 * guided mode makes for a failed rule-grounded scenario of the broken line (the scenario's source
 * names the line, as the script generator writes it). The run's reason is stood in for by the
 * planted failure's description: the guided proposal quotes it in "why", never in the sentence.
 * It assumes each failure was found; the full chain is bench/eval-quality.ts.
 * The label file: one line per planted failure, `<failure id>\tyes|no` (# comments allowed).
 */

const ROOT = fileURLToPath(new URL("..", import.meta.url));

interface Row {
  failureId: string;
  part: CorpusPart;
  assistant: string;
  rule: string;
  description: string;
  sentence: string;
}

function proposals(): Row[] {
  return plantedAssistants.flatMap(({ part, assistant }) => {
    const context = {
      instructions: assistant.instructions,
      review: auditInstructions(assistant.instructions),
      terms: projectTerms({
        projectName: assistant.name,
        instructions: { reportId: 1, text: assistant.instructions },
        interview: null,
      }),
    };
    const lines = assistant.instructions.split("\n");
    return assistant.failures.map((failure) => {
      const line = lines.findIndex((text) => text.includes(failure.rule)) + 1;
      const change = proposeChange(
        {
          scenarioId: failure.id,
          title: `Breaks its rule: ${failure.rule}`,
          // A rule-grounded proposal restates the rule; the category is read only when no rule is found.
          category: "scope-helpfulness",
          reason: failure.description,
          source: {
            kind: "instruction-rule",
            findingId: `line-${line}`,
            label: `Line ${line}: ${failure.rule}`,
          },
        },
        context,
      );
      return {
        failureId: failure.id,
        part,
        assistant: assistant.id,
        rule: failure.rule,
        description: failure.description,
        sentence: change.sentence,
      };
    });
  });
}

const tsv = (value: string) => value.replace(/[\t\n]+/g, " ");

/** The labelled share per part of the corpus; unlabelled and unknown ids are said, never guessed. */
export function scoreLabels(rows: readonly Pick<Row, "failureId" | "part">[], labelText: string) {
  const labels = new Map<string, boolean>();
  for (const raw of labelText.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [id, answer] = line.split(/\t|\s+/);
    if (!id || (answer !== "yes" && answer !== "no")) throw new Error(`Not "<id>\\tyes|no": ${line}`);
    labels.set(id, answer === "yes");
  }
  const known = new Set(rows.map((row) => row.failureId));
  const byPart = (part: CorpusPart) => {
    const labelled = rows.filter((row) => row.part === part && labels.has(row.failureId));
    const yes = labelled.filter((row) => labels.get(row.failureId)).length;
    return { n: labelled.length, yes, share: labelled.length ? yes / labelled.length : null };
  };
  return {
    tuning: byPart("tuning"),
    heldOut: byPart("held-out"),
    unlabelled: rows.filter((row) => !labels.has(row.failureId)).map((row) => row.failureId),
    unknown: [...labels.keys()].filter((id) => !known.has(id)),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [mode, file] = process.argv.slice(2);
  const rows = proposals();
  if (mode === "list") {
    const out = join(ROOT, "bench", "fix-proposal-labels-todo.tsv");
    const header =
      "failure_id\tpart\tassistant\tbroken_rule\twhat_it_does_wrong\tproposed_sentence\tnames_the_behaviour(yes/no)";
    const body = rows.map((row) =>
      [row.failureId, row.part, row.assistant, row.rule, row.description, row.sentence, ""].map(tsv).join("\t"),
    );
    writeFileSync(out, `${[header, ...body].join("\n")}\n`);
    console.log(`Wrote ${rows.length} proposals to label to ${out}`);
  } else if (mode === "score" && file) {
    const score = scoreLabels(rows, readFileSync(file, "utf8"));
    const pct = (share: number | null) => (share === null ? "–" : `${Math.round(share * 100)}%`);
    console.log(`tuning:   ${pct(score.tuning.share)} (${score.tuning.yes}/${score.tuning.n})`);
    console.log(`held-out: ${pct(score.heldOut.share)} (${score.heldOut.yes}/${score.heldOut.n})`);
    if (score.unlabelled.length) console.log(`unlabelled: ${score.unlabelled.length}`);
    if (score.unknown.length) console.log(`unknown ids: ${score.unknown.join(", ")}`);
  } else {
    console.error("Usage: fix-proposal-labels.ts list | score <labels.tsv>");
    process.exitCode = 1;
  }
}

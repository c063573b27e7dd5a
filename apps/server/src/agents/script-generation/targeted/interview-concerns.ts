import { unescapeMarkdown } from "../../ethos/index";
import { RUBRIC } from "../../instructions-review/index";

/**
 * The concerns of an interview report (interview/interview-report.ts writes it): the risks and
 * failure modes in the creator's own words, the sections left open, and the review's gaps still
 * open, all under "## Risks and open items".
 */

export interface InterviewConcern {
  /** Stable within the report: "known-risks-1", "failure-modes-2", "open-data", "open-gap-privacy". */
  id: string;
  kind: "known-risk" | "failure-mode" | "open-question" | "open-gap";
  /** The concern as the creator (or the interview) put it, unescaped. */
  text: string;
  /** A few words for the scenario's link back. */
  label: string;
}

const SECTION = /^##\s+Risks and open items\s*$/im;
const IN_YOUR_WORDS = /^-\s+\*\*(Known risks|Failure modes), in your words:\*\*\s+(.+)$/;
const OPEN_ITEM = /^-\s+\*\*Open \((?:skipped|not reached)\):\s+(.+?)\.\*\*\s*(.*)$/;
const OPEN_GAPS = /^-\s+\*\*Gaps of the review still open:\*\*\s+(.+?)\.?\s*$/;
const LABEL_MAX = 300;

export function interviewConcerns(markdown: string): InterviewConcern[] {
  const start = SECTION.exec(markdown);
  if (!start) return [];
  const rest = markdown.slice(start.index + start[0].length);
  const end = rest.search(/^##\s/m);
  const lines = (end === -1 ? rest : rest.slice(0, end)).split(/\r\n|\r|\n/);
  const concerns: InterviewConcern[] = [];
  for (const line of lines) {
    const answers = IN_YOUR_WORDS.exec(line);
    if (answers) {
      const kind = answers[1] === "Known risks" ? "known-risk" : "failure-mode";
      const prefix = answers[1] === "Known risks" ? "known-risks" : "failure-modes";
      splitQuoted(answers[2] ?? "").forEach((text, index) =>
        concerns.push({
          id: `${prefix}-${index + 1}`,
          kind,
          text,
          label: shorten(`${kind === "known-risk" ? "Known risk" : "Failure mode"}: "${text}"`),
        }),
      );
      continue;
    }
    const open = OPEN_ITEM.exec(line);
    if (open) {
      const title = unescapeMarkdown(open[1] ?? "").trim();
      const question = unescapeMarkdown(open[2] ?? "").trim();
      concerns.push({
        id: `open-${slug(title)}`,
        kind: "open-question",
        text: question ? `${title}: ${question}` : title,
        label: shorten(`Open question: ${title}`),
      });
      continue;
    }
    const gaps = OPEN_GAPS.exec(line);
    if (gaps) {
      const listed = unescapeMarkdown(gaps[1] ?? "").toLowerCase();
      // Dimension names contain "and" ("Purpose and role"), so the list is read by name, not split.
      for (const dimension of RUBRIC.filter((candidate) => listed.includes(candidate.name.toLowerCase()))) {
        const name = dimension.name;
        concerns.push({
          id: `open-gap-${dimension.id}`,
          kind: "open-gap",
          text: name,
          label: shorten(`Gap still open after the interview: ${name}`),
        });
      }
    }
  }
  // Two answers with the same words are one concern.
  return concerns.filter(
    (concern, index) =>
      concerns.findIndex((other) => other.text.toLowerCase() === concern.text.toLowerCase()) === index,
  );
}

/** `"first answer"; "second answer"` as the report writes them (quoted, escaped, joined by "; "). */
function splitQuoted(list: string): string[] {
  return list
    .split(/"\s*;\s*"/)
    .map((part) => unescapeMarkdown(part.replace(/^\s*"/, "").replace(/"\s*$/, "")).trim())
    .filter((part) => part !== "");
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "item"
  );
}

function shorten(text: string): string {
  return text.length <= LABEL_MAX ? text : `${text.slice(0, LABEL_MAX - 1)}…`;
}

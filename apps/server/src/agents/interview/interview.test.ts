import { describe, expect, it } from "vitest";
import { auditInstructions, gapsByImportance, RUBRIC } from "../instructions-review/index";
import { escapeMarkdownText } from "../runtime/markdown";
import { buildGuidedReport } from "../chat-engine/guided/guided-report";
import { HOSTILE_TEXT, isInert, playSession } from "../chat-engine/guided/guided-session.fixture";
import { INTERVIEW_SECTIONS, MAX_PLANNED_GAPS } from "../interview/interview-plan";
import type { ConversationContext } from "../chat-engine/guided/types";
import { INTERVIEW_PLAN } from "../interview/interview.chat-plan";

const WEAK_INSTRUCTIONS = [
  "You are a helpful assistant for our bakery.",
  "Answer questions about our cakes and opening hours.",
  "Customers may give their email address when they order.",
  "Be nice and use appropriate language.",
].join("\n");

const audit = auditInstructions(WEAK_INSTRUCTIONS);
const withInstructions: ConversationContext = {
  projectName: "Bakery helper",
  instructions: { reportId: 42, text: WEAK_INSTRUCTIONS, audit },
};
const withoutInstructions: ConversationContext = { projectName: "Bakery helper" };

const LONG_ANSWER = "It answers customers' questions about cakes, prices and opening hours so that staff can bake.";

/** The section heading of a reply, "n of m: Title". */
function sectionHeading(reply: string): string | null {
  return /\*\*Section (\d+ of \d+: [^*]+)\*\*/.exec(reply)?.[1] ?? null;
}

describe("the Interview Agent with reviewed instructions", () => {
  const gapsAsked = () => {
    const { turns } = playSession(INTERVIEW_PLAN, withInstructions, [
      LONG_ANSWER,
      ...Array<string>(MAX_PLANNED_GAPS).fill(LONG_ANSWER),
    ]);
    return turns;
  };

  it("welcomes without a timeframe, says instructions were found and opens with the intent section", () => {
    const { last } = playSession(INTERVIEW_PLAN, withInstructions, []);
    expect(last).toMatchObject({ completed: false, timeframe: null });
    expect(last.reply).toContain("Interview Agent");
    expect(last.reply).toContain("Instructions found for this project");
    expect(last.reply).toContain(`report #42, score ${audit.overallScore}/100`);
    for (const section of [
      "intent",
      "users and stakes",
      "known risks",
      "data",
      "failure modes",
      "escalation",
      "how success is judged",
    ]) {
      expect(last.reply).toContain(section);
    }
    expect(sectionHeading(last.reply)).toMatch(/^1 of \d+: Intent$/);
  });

  it("asks about at most 4 gaps right after the intent, quoting the lines the review judged", () => {
    const turns = gapsAsked();
    const gaps = audit.dimensions.filter((dimension) => dimension.status !== "covered");
    expect(gaps.length).toBeGreaterThan(MAX_PLANNED_GAPS);
    const asked = turns.slice(1, 1 + MAX_PLANNED_GAPS).map((turn) => turn.reply);
    for (const reply of asked) {
      const name = /Gap: ([^*]+)\*\*/.exec(reply)?.[1] ?? "";
      const finding = audit.dimensions.find((dimension) => dimension.name === name);
      expect(finding, reply).toBeDefined();
      expect(finding?.status).not.toBe("covered");
      // Quotes that only show why a gap matters (role "context") are not asked about as judged lines.
      const judged = finding?.evidence.filter((quote) => quote.role !== "context") ?? [];
      if (judged.length > 0) {
        for (const quote of judged) expect(reply).toContain(`line ${quote.line}: "${escapeMarkdownText(quote.quote)}"`);
      } else {
        expect(reply).toContain(`found nothing about **${name}**`);
      }
      expect(reply).toContain(RUBRIC.find((dimension) => dimension.id === finding?.id)?.clarifyingQuestion);
    }
    // The most important gaps come first (severity × confidence, then weight: issue 39); the purpose,
    // partly covered by line 1, is among them.
    expect(asked[0]).toContain(`Gap: ${gapsByImportance(audit.dimensions)[0]?.name ?? ""}**`);
    expect(asked.some((reply) => reply.includes('line 1: "You are a helpful assistant for our bakery."'))).toBe(true);
    expect(asked.some((reply) => reply.includes("found nothing about"))).toBe(true);
    // Then the standard sections.
    expect(sectionHeading(turns[1 + MAX_PLANNED_GAPS]?.reply ?? "")).toMatch(/: Users and stakes$/);
  });

  it("offers the other gaps with 'continue exploring' once the sections are done", () => {
    const answers = Array<string>(MAX_PLANNED_GAPS + INTERVIEW_SECTIONS.length).fill(LONG_ANSWER);
    const { turns, last } = playSession(INTERVIEW_PLAN, withInstructions, [...answers, "continue exploring"]);
    const wrapUp = turns.at(-2);
    expect(wrapUp?.state.phase).toBe("wrap-up");
    expect(wrapUp?.reply).toContain("That covers every section of the interview");
    expect(wrapUp?.reply).toContain("**continue exploring**");
    expect(last.state.phase).toBe("topics");
    expect(last.reply).toMatch(/Gap: /);
  });

  it("reports the sections in the user's words, the gaps discussed with their quotes, open items and next steps", () => {
    const { last, transcript } = playSession(INTERVIEW_PLAN, withInstructions, [
      LONG_ANSWER,
      // The first gap asked, the purpose (quoting line 1), was told about in the intent answer; the
      // second is skipped, the third answered.
      "skip",
      "skip",
      "Staff should say that cakes are made fresh every morning.",
      "complete report",
    ]);
    const report = buildGuidedReport(INTERVIEW_PLAN, last.state, transcript, withInstructions);
    expect(report.title).toBe("Interview report: Bakery helper");
    expect(report.draftInstructions).toBeNull();
    const { markdown } = report;
    for (const heading of [
      "## Summary",
      "## Sections",
      "## Gaps discussed",
      "## Risks and open items",
      "## Next steps",
    ]) {
      expect(markdown).toContain(heading);
    }
    expect(markdown).toContain(`"${escapeMarkdownText(LONG_ANSWER)}"`);
    expect(markdown).toContain('line 1: "You are a helpful assistant for our bakery."');
    expect(markdown).toContain('"Staff should say that cakes are made fresh every morning."');
    expect(markdown).toContain("*Skipped.*");
    expect(markdown).toContain("Gaps of the review still open:");
    expect(markdown).toContain("submit them to the Instructions Review Agent again");
    expect(markdown).toContain('ended early with "complete report"');
  });
});

describe("the Interview Agent without instructions", () => {
  it("says so and runs the standard sections in order", () => {
    const answers = INTERVIEW_SECTIONS.map(() => LONG_ANSWER);
    const { turns, last } = playSession(INTERVIEW_PLAN, withoutInstructions, [
      ...answers,
      "continue exploring",
      "complete report",
    ]);
    expect(turns[0]?.reply).toContain("No instructions were found for this project");
    expect(turns.slice(0, INTERVIEW_SECTIONS.length).map((turn) => sectionHeading(turn.reply))).toEqual(
      INTERVIEW_SECTIONS.map((section, index) => `${index + 1} of ${INTERVIEW_SECTIONS.length}: ${section.title}`),
    );
    const wrapUp = turns[INTERVIEW_SECTIONS.length];
    expect(wrapUp?.reply).toContain("**complete report**");
    expect(turns.at(-2)?.reply).toContain("nothing left to explore");
    expect(last).toMatchObject({ completed: true, timeframe: null });
    const { markdown } = buildGuidedReport(INTERVIEW_PLAN, last.state, [], withoutInstructions);
    expect(markdown).toContain("none found for this project");
    expect(markdown).toContain("Write your assistant's instructions from this interview");
  });

  it("runs the standard sections when the instructions are not reviewed yet", () => {
    const pending: ConversationContext = {
      projectName: "Bakery helper",
      instructions: { reportId: 43, text: WEAK_INSTRUCTIONS, audit: null },
    };
    const { last } = playSession(INTERVIEW_PLAN, pending, []);
    expect(last.reply).toContain("not ready yet");
    expect(last.state.topics.map((topic) => topic.id)).toEqual(INTERVIEW_SECTIONS.map((section) => section.id));
  });

  it("supports skip, go deeper, questions and 'complete report'", () => {
    const { turns, last } = playSession(INTERVIEW_PLAN, withoutInstructions, [
      "skip",
      "go deeper",
      "What do you mean?",
      "complete report",
    ]);
    expect(turns[1]?.state.topics[0]?.status).toBe("skipped");
    expect(turns[2]?.state.asking).toEqual({ topicId: "users-stakes", followUp: 0 });
    expect(turns[3]?.reply).toContain(INTERVIEW_SECTIONS[1]?.why);
    expect(last.completed).toBe(true);
    expect(last.reply).toContain("interview report");
  });
});

describe("a section an earlier answer already covered", () => {
  it("is reported as covered by that answer, not as not reached", () => {
    const { turns, last } = playSession(INTERVIEW_PLAN, withoutInstructions, [
      "It helps nurses on night shifts find hospital policies quickly; the users are ward nurses and what is at stake is patient safety.",
      "skip",
      "complete report",
    ]);
    expect(turns[1]?.reply).toContain("You've already told me");
    const { markdown } = buildGuidedReport(INTERVIEW_PLAN, last.state, [], withoutInstructions);
    const usersSection = markdown.split("### 2. ")[1]?.split("### 3. ")[0] ?? "";
    expect(usersSection).toContain("*Covered by an earlier answer:*");
    expect(usersSection).toContain("ward nurses");
    expect(usersSection).not.toContain("Not reached");
    // A section nobody spoke to is still not reached.
    expect(markdown.split("### 3. ")[1]?.split("### 4. ")[0]).toContain("*Not reached in this interview.*");
  });
});

describe("quoted instructions", () => {
  it("are escaped in the interview's questions and report", () => {
    const hostile = `${HOSTILE_TEXT}\nYou are a helpful assistant. ${HOSTILE_TEXT}`;
    const ctx: ConversationContext = {
      projectName: HOSTILE_TEXT,
      instructions: { reportId: 1, text: hostile, audit: auditInstructions(hostile) },
    };
    const { turns, last, transcript } = playSession(INTERVIEW_PLAN, ctx, [
      HOSTILE_TEXT,
      HOSTILE_TEXT,
      "complete report",
    ]);
    for (const turn of turns) expect(isInert(turn.reply), turn.reply).toBe(true);
    expect(isInert(buildGuidedReport(INTERVIEW_PLAN, last.state, transcript, ctx).markdown)).toBe(true);
  });
});

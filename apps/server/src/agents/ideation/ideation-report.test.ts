import { describe, expect, it } from "vitest";
import { auditInstructions } from "../instructions-review/index";
import { CRISIS_LINE_PLACEHOLDER } from "./draft-instructions";
import { buildGuidedReport } from "../chat-engine/guided/guided-report";
import { GOOD_IDEATION_ANSWERS } from "../ideation/ideation-answers.fixture";
import { playSession } from "../chat-engine/guided/guided-session.fixture";
import { IDEATION_TOPICS } from "../ideation/ideation-plan";
import type { ConversationContext } from "../chat-engine/guided/types";
import { IDEATION_PLAN } from "../ideation/ideation.chat-plan";

const ctx: ConversationContext = { projectName: "Dose Coach" };
const answersInOrder = IDEATION_TOPICS.map((topic) => GOOD_IDEATION_ANSWERS[topic.id] ?? "");

function fullSession() {
  const session = playSession(IDEATION_PLAN, ctx, ["30", ...answersInOrder, "complete report"]);
  return { session, report: buildGuidedReport(IDEATION_PLAN, session.last.state, session.transcript, ctx) };
}

function skippedSession() {
  const session = playSession(IDEATION_PLAN, ctx, ["30", ...IDEATION_TOPICS.map(() => "skip"), "yes"]);
  return { session, report: buildGuidedReport(IDEATION_PLAN, session.last.state, session.transcript, ctx) };
}

describe("the ideation report", () => {
  it("sums up the session: timeframe, topics covered and skipped, key points in the user's words", () => {
    const { report } = fullSession();
    const summary = report.markdown.slice(report.markdown.indexOf("## Summary"), report.markdown.indexOf("## Topics"));
    expect(report.markdown.startsWith("# Ideation report: Dose Coach\n")).toBe(true);
    expect(summary).toContain("30 min Comprehensive");
    expect(summary).toContain(`${IDEATION_TOPICS.length} of ${IDEATION_TOPICS.length} planned topics answered`);
    expect(summary).toContain('**Purpose:** "It helps first-year nursing students');
  });

  it("has a section per topic with the question and the answer in full", () => {
    const { report } = fullSession();
    IDEATION_TOPICS.forEach((topic, index) => {
      const section = report.markdown.indexOf(`### ${index + 1}. ${topic.title}\n`);
      expect(section, topic.id).toBeGreaterThan(0);
      expect(report.markdown.indexOf(GOOD_IDEATION_ANSWERS[topic.id] ?? "-", section), topic.id).toBeGreaterThan(
        section,
      );
    });
    expect(report.markdown).toContain("## Open questions\n\nNone: every planned topic was answered.");
  });

  it("lists skipped topics as open questions, and the topics beyond the plan", () => {
    const session = playSession(IDEATION_PLAN, ctx, ["5", answersInOrder[0] ?? "", "skip", "complete report"]);
    const { markdown } = buildGuidedReport(IDEATION_PLAN, session.last.state, session.transcript, ctx);
    expect(markdown).toContain("1 of 4 planned topics answered, 1 skipped and 2 not reached");
    expect(markdown).toContain('ended early with "complete report"');
    expect(markdown).toContain(`- **Users** (skipped): ${IDEATION_TOPICS[1]?.question ?? ""}`);
    expect(markdown).toContain("- **Context of use** (not reached)");
    expect(markdown).toContain("Not in this session's plan: **Limits**");
  });

  it("adds what the user said once the plan was done as notes", () => {
    const session = playSession(IDEATION_PLAN, ctx, [
      "5",
      ...answersInOrder.slice(0, 4),
      "It must also work offline.",
      "done",
    ]);
    expect(session.turns.at(-2)?.reply).toContain("I've added that to the notes of your report.");
    expect(session.turns.at(-2)?.reply).not.toContain("You said");
    expect(session.last.completed).toBe(true);
    const { markdown } = buildGuidedReport(IDEATION_PLAN, session.last.state, session.transcript, ctx);
    expect(markdown).toContain('## Additional notes\n\n- "It must also work offline."');
  });

  it("quotes the user's messages from the transcript when the state recorded no answers (a model ran the session)", () => {
    const start = playSession(IDEATION_PLAN, ctx, []).last.state;
    const transcript = [
      { role: "user" as const, text: "15" },
      { role: "assistant" as const, text: "What is it for?" },
      { role: "user" as const, text: "A revision coach for nursing students." },
      { role: "user" as const, text: "complete report" },
    ];
    const { markdown } = buildGuidedReport(IDEATION_PLAN, start, transcript, ctx);
    expect(markdown).toContain('## What you said\n\n- "A revision coach for nursing students."');
    expect(markdown).not.toContain('- "15"');
  });
});

describe("the draft instructions", () => {
  it("are plain text in sections, one rule per line, built from the answers", () => {
    const { report } = fullSession();
    const draft = report.draftInstructions ?? "";
    expect(draft.split("\n")[0]).toBe('You are the assistant of the project "Dose Coach".');
    for (const heading of [
      "Role and purpose",
      "Audience",
      "Scope",
      "What you must not do",
      "Tone and persona",
      "Safety and escalation",
      "Privacy",
      "Honesty",
    ]) {
      expect(draft).toContain(`\n# ${heading}\n`);
    }
    expect(draft).toContain(`Your purpose: ${GOOD_IDEATION_ANSWERS.purpose ?? ""}`);
    expect(draft).toContain(`Your users: ${GOOD_IDEATION_ANSWERS.users ?? ""}`);
    // The crisis line the creator gave replaces the placeholder; nothing is left to fill in.
    expect(draft).not.toContain(CRISIS_LINE_PLACEHOLDER);
    expect(draft).toContain("give the crisis line: Samaritans number 116 123");
    expect(draft).not.toMatch(/\[[A-Z]/);
    expect(report.markdown).toContain(draft.trimEnd());
  });

  it("mark the sections whose topics were not answered", () => {
    const draft = skippedSession().report.draftInstructions ?? "";
    expect(draft).toContain("# Audience\n[USERS: who will use it]");
    // Every placeholder is listed at the top, and only missing facts have one.
    expect(draft.split("\n")[0]).toMatch(/^Placeholders to fill in before use \(\d+\):$/);
    expect(draft).toContain("- [USERS: who will use it]");
    expect(draft).toContain(`- ${CRISIS_LINE_PLACEHOLDER}`);
  });

  it("audit clearly better from a full set of good answers than from a session where everything was skipped", () => {
    const full = auditInstructions(fullSession().report.draftInstructions ?? "");
    const skipped = auditInstructions(skippedSession().report.draftInstructions ?? "");
    // The skipped draft keeps the template's own rules, and since decision 0087 a shop-like draft is
    // not flagged for dimensions that do not arise: 20 points apart is still a clear difference.
    expect(full.overallScore).toBeGreaterThanOrEqual(skipped.overallScore + 20);
    expect(full.overallScore).toBeGreaterThanOrEqual(75);
    const covered = new Set(full.dimensions.filter((d) => d.status === "covered").map((d) => d.id));
    for (const id of [
      "purpose",
      "audience",
      "scope",
      "refusal-style",
      "safety-escalation",
      "privacy",
      "honesty",
      "tone",
      "output-format",
    ] as const) {
      expect(covered.has(id), id).toBe(true);
    }
    expect(skipped.dimensions.find((d) => d.id === "audience")?.status).toBe("missing");
  });
});

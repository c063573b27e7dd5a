import { TIMEFRAME_LABELS } from "@aesop/shared/contracts/agents";
import { describe, expect, it } from "vitest";
import { buildGuidedReport } from "../chat-engine/guided/guided-report";
import { continueGuidedConversation, startGuidedConversation } from "../chat-engine/guided/guided-conversation";
import { GOOD_IDEATION_ANSWERS } from "../ideation/ideation-answers.fixture";
import { HOSTILE_TEXT, isInert, playSession } from "../chat-engine/guided/guided-session.fixture";
import { IDEATION_TOPICS } from "../ideation/ideation-plan";
import { parseGuidedState } from "../chat-engine/guided/state";
import type { ConversationContext } from "../chat-engine/guided/types";
import { INTERVIEW_PLAN } from "../interview/index";
import { IDEATION_PLAN } from "../ideation/index";

const ctx: ConversationContext = { projectName: "Dose Coach" };
const answersInOrder = IDEATION_TOPICS.map((topic) => GOOD_IDEATION_ANSWERS[topic.id] ?? "");

/** The number of the topic being asked, from its heading "**Topic n of m: …**". */
function topicHeading(reply: string): string | null {
  return /\*\*Topic (\d+ of \d+: [^*]+)\*\*/.exec(reply)?.[1] ?? null;
}

describe("the Ideation Agent's welcome", () => {
  it("explains that the user is in control and offers the three timeframes, longest first", () => {
    const turn = startGuidedConversation(IDEATION_PLAN, ctx);
    expect(turn).toMatchObject({ completed: false, timeframe: null });
    expect(turn.state.phase).toBe("timeframe");
    expect(turn.reply).toContain("Ideation Agent");
    for (const phrase of ["skip", "go deeper", "complete report", "continue exploring", "a guideline, not a timer"]) {
      expect(turn.reply).toContain(phrase);
    }
    const at = [30, 15, 5].map((minutes) => turn.reply.indexOf(TIMEFRAME_LABELS[minutes as 30 | 15 | 5]));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it("asks again, listing the options, when the reply chooses no timeframe, and changes nothing", () => {
    const start = startGuidedConversation(IDEATION_PLAN, ctx);
    const turn = continueGuidedConversation(IDEATION_PLAN, start.state, "banana", ctx);
    expect(turn.state).toEqual(start.state);
    expect(turn).toMatchObject({ completed: false, timeframe: null });
    expect(turn.reply).toContain("Please choose one");
    for (const label of Object.values(TIMEFRAME_LABELS)) expect(turn.reply).toContain(label);
  });

  it("explains the options when asked about them", () => {
    const { last } = playSession(IDEATION_PLAN, ctx, ["What is the difference?"]);
    expect(last.state.phase).toBe("timeframe");
    expect(last.reply).toContain("**Purpose**");
    expect(last.reply).toContain("Please choose one");
  });
});

describe("a 5-minute ideation session", () => {
  const session = playSession(IDEATION_PLAN, ctx, [
    "5 min Essentials",
    ...answersInOrder.slice(0, 4),
    "complete report",
  ]);

  it("covers the 4 essential topics, reflecting each answer in the user's words", () => {
    const [, chosen, ...answered] = session.turns;
    expect(chosen?.timeframe).toBe(5);
    expect(topicHeading(chosen?.reply ?? "")).toBe("1 of 4: Purpose");
    expect(answered.slice(0, 3).map((turn) => topicHeading(turn.reply))).toEqual([
      "2 of 4: Users",
      "3 of 4: Context of use",
      "4 of 4: Capabilities",
    ]);
    // What was understood, said back as a fact of its topic, not an echo of the message.
    expect(answered[0]?.reply).toContain("**Purpose:** it helps first-year nursing students revise drug calculations");
    expect(answered[0]?.reply).not.toContain("You said");
  });

  it("then says the plan is done and offers 'complete report' or 'continue exploring'", () => {
    const afterLast = session.turns[5];
    expect(afterLast?.state.phase).toBe("wrap-up");
    expect(afterLast?.reply).toContain("That covers the 4 topics of your **5 min Essentials** plan");
    expect(afterLast?.reply).toContain("**complete report**");
    expect(afterLast?.reply).toContain("**continue exploring**");
    expect(afterLast?.completed).toBe(false);
  });

  it("ends on 'complete report', saying the report is being written to the workspace", () => {
    expect(session.last.completed).toBe(true);
    expect(session.last.timeframe).toBe(5);
    expect(session.last.reply).toContain("workspace");
    expect(session.last.state.endedBy).toBe("plan-done");
  });

  it("reports the answers", () => {
    const report = buildGuidedReport(IDEATION_PLAN, session.last.state, session.transcript, ctx);
    expect(report.title).toBe("Ideation report: Dose Coach");
    for (const answer of answersInOrder.slice(0, 4)) expect(report.markdown).toContain(answer);
  });

  it("answers any later message by saying that the session has ended", () => {
    const turn = continueGuidedConversation(IDEATION_PLAN, session.last.state, "one more thing", ctx);
    expect(turn.completed).toBe(true);
    expect(turn.state).toEqual(session.last.state);
    expect(turn.reply).toContain("This session has ended");
  });
});

describe("timeframes", () => {
  it.each([
    ["15", 7],
    ["30 min Comprehensive", IDEATION_TOPICS.length],
  ])("%j covers %i topics before the offer to end", (choice, count) => {
    const { turns } = playSession(IDEATION_PLAN, ctx, [choice, ...answersInOrder]);
    const wrapUp = turns.findIndex((turn) => turn.state.phase === "wrap-up");
    // The welcome and the choice come first, then one turn per answer.
    expect(wrapUp - 1).toBe(count);
    expect(turns[wrapUp]?.state.plannedCount).toBe(count);
  });

  it("with 30 minutes, the whole plan is more than 10 topics and nothing is left to explore", () => {
    expect(IDEATION_TOPICS.length).toBeGreaterThanOrEqual(10);
    const { turns, last } = playSession(IDEATION_PLAN, ctx, ["thirty", ...answersInOrder, "continue exploring"]);
    const wrapUp = turns.find((turn) => turn.state.phase === "wrap-up");
    expect(wrapUp?.reply).toContain("nothing left to explore");
    expect(wrapUp?.reply).not.toContain("continue exploring");
    expect(last.reply).toContain("nothing left to explore");
    expect(last.reply).toContain("**complete report**");
    expect(last.state.phase).toBe("wrap-up");
  });
});

describe("commands during the topics", () => {
  it("'continue exploring' once the plan is done adds the next 3 topics", () => {
    const { last } = playSession(IDEATION_PLAN, ctx, ["5", ...answersInOrder.slice(0, 4), "Continue exploring"]);
    expect(last.state.plannedCount).toBe(7);
    expect(last.state.phase).toBe("topics");
    expect(last.reply).toContain("I've added 3 more topics");
    expect(topicHeading(last.reply)).toBe("5 of 7: Limits");
  });

  it("'continue exploring' during the topics extends the plan and asks the same question again", () => {
    const { turns, last } = playSession(IDEATION_PLAN, ctx, ["5", answersInOrder[0] ?? "", "continue exploring"]);
    expect(last.state.plannedCount).toBe(7);
    expect(topicHeading(last.reply)).toBe("2 of 7: Users");
    expect(last.state.asking).toEqual(turns.at(-2)?.state.asking);
  });

  it("skip moves on without an answer, and the report lists the topic as an open question", () => {
    const { last, transcript } = playSession(IDEATION_PLAN, ctx, ["5", "skip"]);
    expect(last.state.topics[0]).toMatchObject({ id: "purpose", status: "skipped", answers: [] });
    expect(last.reply).toContain("skip **Purpose**");
    expect(topicHeading(last.reply)).toBe("2 of 4: Users");
    const report = buildGuidedReport(IDEATION_PLAN, last.state, transcript, ctx);
    const openQuestions = report.markdown.slice(report.markdown.indexOf("## Open questions"));
    expect(openQuestions).toContain("**Purpose** (skipped)");
  });

  it("go deeper asks the follow-up of the topic just answered", () => {
    const { last } = playSession(IDEATION_PLAN, ctx, ["5", answersInOrder[0] ?? "", "go deeper"]);
    expect(last.state.asking).toEqual({ topicId: "purpose", followUp: 0 });
    expect(last.reply).toContain(IDEATION_TOPICS[0]?.followUps[0]);
    // Once answered, the session returns to the topic it had reached.
    const next = continueGuidedConversation(
      IDEATION_PLAN,
      last.state,
      "A student works through a practice question with hints.",
      ctx,
    );
    expect(topicHeading(next.reply)).toBe("2 of 4: Users");
    expect(next.state.topics[0]?.answers).toHaveLength(2);
  });

  it("go deeper before answering asks the current topic's follow-up, and says when there are none left", () => {
    const { turns, last } = playSession(IDEATION_PLAN, ctx, ["5", "tell me more", "more detail", "go deeper"]);
    expect(turns[2]?.state.asking).toEqual({ topicId: "purpose", followUp: 0 });
    expect(turns[3]?.state.asking).toEqual({ topicId: "purpose", followUp: 1 });
    expect(last.reply).toContain("no more follow-up questions on **Purpose**");
    expect(last.state.asking).toEqual({ topicId: "purpose", followUp: 1 });
  });

  it("a short answer gets one follow-up before moving on", () => {
    const { turns } = playSession(IDEATION_PLAN, ctx, ["5", "Revision help.", "Short again."]);
    expect(turns[2]?.reply).toContain('"Revision help" is a start.');
    expect(turns[2]?.state.asking).toEqual({ topicId: "purpose", followUp: null });
    expect(turns[2]?.state.pendingQuestion).toContain("what problem does it solve");
    expect(topicHeading(turns[3]?.reply ?? "")).toBe("2 of 4: Users");
  });

  it("answers a question about the topic with why it matters and an example, then asks the same question", () => {
    const { turns, last } = playSession(IDEATION_PLAN, ctx, ["5", "Why does this matter?", "Can you give an example?"]);
    const purpose = IDEATION_TOPICS[0];
    expect(turns[2]?.reply).toContain(purpose?.why);
    expect(last.reply).toContain(`Here is an example: "${purpose?.example ?? ""}"`);
    expect(last.reply).toContain(purpose?.question);
    expect(last.state.topics).toEqual(turns[1]?.state.topics);
    expect(last.state.design.questions.map((question) => question.answeredBy)).toEqual(["topic-why", "topic-example"]);
  });

  it("'complete report' anywhere in a message ends the session early", () => {
    const { last } = playSession(IDEATION_PLAN, ctx, [
      "15",
      answersInOrder[0] ?? "",
      "Thanks, I think that's enough - Complete Report.",
    ]);
    expect(last.completed).toBe(true);
    expect(last.state.endedBy).toBe("complete-report");
    expect(last.reply).toContain("workspace");
  });

  it("'complete report' before a timeframe is chosen ends the session too", () => {
    const { last } = playSession(IDEATION_PLAN, ctx, ["complete report"]);
    expect(last).toMatchObject({ completed: true, timeframe: null });
  });
});

describe("the state between turns", () => {
  const messages = [
    "15",
    answersInOrder[0] ?? "",
    "skip",
    "go deeper",
    "why?",
    "continue exploring",
    "Nurses.",
    "complete report",
  ];

  it("is deterministic: the same inputs give the same turns and report", () => {
    const first = playSession(IDEATION_PLAN, ctx, messages);
    const second = playSession(IDEATION_PLAN, ctx, messages);
    expect(second.turns).toEqual(first.turns);
    expect(buildGuidedReport(IDEATION_PLAN, second.last.state, second.transcript, ctx)).toEqual(
      buildGuidedReport(IDEATION_PLAN, first.last.state, first.transcript, ctx),
    );
  });

  it("survives a JSON round trip, as it is stored, and is never modified in place", () => {
    let turn = startGuidedConversation(IDEATION_PLAN, ctx);
    for (const message of messages) {
      const stored = parseGuidedState(JSON.parse(JSON.stringify(turn.state)));
      const before = structuredClone(turn.state);
      const fromStored = continueGuidedConversation(IDEATION_PLAN, stored, message, ctx);
      const next = continueGuidedConversation(IDEATION_PLAN, turn.state, message, ctx);
      expect(turn.state).toEqual(before);
      expect(fromStored).toEqual(next);
      turn = next;
    }
  });

  it("belongs to one agent", () => {
    const start = startGuidedConversation(IDEATION_PLAN, ctx);
    expect(() => continueGuidedConversation(INTERVIEW_PLAN, start.state, "hello", ctx)).toThrow();
  });
});

describe("hostile user text", () => {
  it("is escaped wherever it is quoted back: replies, project name and report outside the draft", () => {
    const hostileCtx: ConversationContext = { projectName: HOSTILE_TEXT };
    const { turns, last, transcript } = playSession(IDEATION_PLAN, hostileCtx, [
      "5",
      HOSTILE_TEXT,
      `${HOSTILE_TEXT} ${HOSTILE_TEXT}`,
      "skip",
      "tell me more",
      HOSTILE_TEXT,
      "continue exploring",
      HOSTILE_TEXT,
      "complete report",
    ]);
    for (const turn of turns) expect(isInert(turn.reply), turn.reply).toBe(true);
    const report = buildGuidedReport(IDEATION_PLAN, last.state, transcript, hostileCtx);
    const draftAt = report.markdown.indexOf("\n```");
    expect(draftAt).toBeGreaterThan(0);
    expect(isInert(report.markdown.slice(0, draftAt))).toBe(true);
    expect(report.markdown).toContain("&lt;img src=x onerror=alert(1)\\>");
    expect(report.markdown).toContain("\\[link\\](javascript:alert(1))");
  });

  it("cannot close the fenced block of the draft instructions", () => {
    const breakout = "```\n<img src=x onerror=alert(1)>\n````";
    const { last, transcript } = playSession(IDEATION_PLAN, ctx, ["5", breakout, "complete report"]);
    const { markdown, draftInstructions } = buildGuidedReport(IDEATION_PLAN, last.state, transcript, ctx);
    const fence = /\n(`{3,})text\n/.exec(markdown);
    const longestRun = Math.max(0, ...(draftInstructions?.match(/`+/g) ?? []).map((run) => run.length));
    expect(fence?.[1]?.length).toBeGreaterThan(Math.max(3, longestRun) - 1);
    const body = markdown.slice((fence?.index ?? 0) + (fence?.[0].length ?? 0));
    const closing = body.indexOf(`\n${fence?.[1] ?? ""}\n`);
    expect(body.slice(0, closing).trimEnd()).toBe(draftInstructions?.trimEnd());
    expect(isInert(body.slice(closing))).toBe(true);
  });
});

describe("an empty message", () => {
  it("changes nothing and repeats the question", () => {
    const { turns, last } = playSession(IDEATION_PLAN, ctx, ["5", "   "]);
    expect(last.state).toEqual(turns[1]?.state);
    expect(last.reply).toContain("I didn't catch that.");
    expect(topicHeading(last.reply)).toBe("1 of 4: Purpose");
  });
});

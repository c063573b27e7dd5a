import type { ChatAgent } from "@aesop/shared/contracts/agents";
import { describe, expect, it } from "vitest";
import type { ChatPlan } from "./chat-plan";
import { buildGuidedReport } from "./guided-report";
import { playSession } from "./guided-session.fixture";
import { describePlanForModel } from "./model-plan";
import type { PlanTopic } from "./plan-topic";

/**
 * A third chat agent that exists only here: if the engine decided anything by an agent's id (as
 * it once did, treating every non-ideation agent as the interview), this plan would show it.
 */
const TOPICS: PlanTopic[] = [
  {
    id: "goal",
    facet: "purpose",
    title: "Goal",
    question: "What should the tasting assistant achieve?",
    followUps: ["Why does that goal matter?"],
    why: "Goals steer the rest.",
    example: "Recommend a wine to go with dinner.",
  },
  {
    id: "limits",
    facet: "out-of-scope",
    title: "Limits",
    question: "What must it never recommend?",
    followUps: [],
    why: "Limits keep people safe.",
    example: "Alcohol to anyone under 18.",
  },
  {
    id: "extra",
    facet: "constraints",
    title: "Extra",
    question: "Anything else worth knowing?",
    followUps: [],
    why: "Extra context helps.",
    example: "It runs in shops.",
  },
];

const TASTING_PLAN: ChatPlan = {
  agent: "tasting" as ChatAgent,
  agentName: "Tasting Agent",
  stepName: "Step",
  timeframe: null,
  alwaysExtendable: false,
  open: () => ({ topicIds: TOPICS.map((topic) => topic.id), plannedCount: 2, gaps: [], instructions: null }),
  topic: (_state, id) => TOPICS.find((topic) => topic.id === id),
  welcome: (ctx, _state, first) => `Welcome to the tasting plan for ${ctx.projectName}.\n\n${first ?? ""}`,
  phrases: {
    everything: "every tasting step",
    planDone: () => "That covers the tasting steps.",
    moreToAdd: (_state, remaining) => `${remaining} bonus step`,
    reportName: "tasting report",
    reportExtra: ", with a pairing list",
  },
  model: { role: "You are the Tasting Agent.", intro: () => ["Purpose: pair wines."] },
  report: (state) => ({
    title: "Tasting report",
    markdown: `answers: ${state.topics.flatMap((topic) => topic.answers.map((answer) => answer.text)).join(" | ")}`,
    draftInstructions: null,
  }),
};

const ctx = { projectName: "Cellar" };
const LONG = "It recommends one wine for each dish a customer describes, with a short reason.";

describe("the guided engine with a plan of a new chat agent", () => {
  it("welcomes and asks with the plan's own words and step name, never another agent's", () => {
    const { last } = playSession(TASTING_PLAN, ctx, []);
    expect(last.reply).toContain("Welcome to the tasting plan for Cellar.");
    expect(last.reply).toContain("**Step 1 of 2: Goal**");
    expect(last.reply).not.toMatch(/Interview|Ideation|Section|Topic \d/);
    expect(last.state.phase).toBe("topics");
  });

  it("offers to extend with the plan's phrases once the planned steps are answered, then ends with its report name", () => {
    const { turns, last } = playSession(TASTING_PLAN, ctx, [
      LONG,
      "Anything with more than 14% alcohol.",
      "complete report",
    ]);
    expect(turns[2]?.reply).toContain("That covers the tasting steps.");
    expect(turns[2]?.reply).toContain("**continue exploring** to add 1 bonus step");
    expect(last.completed).toBe(true);
    expect(last.reply).toContain(
      "I'm writing your tasting report now; it will appear in your workspace shortly, with a pairing list.",
    );
  });

  it("adds the step beyond the plan on 'continue exploring', and says so with its titles", () => {
    const { last } = playSession(TASTING_PLAN, ctx, [
      LONG,
      "Anything with more than 14% alcohol.",
      "continue exploring",
    ]);
    expect(last.reply).toContain("I've added 1 more topic to the plan: **Extra**.");
    expect(last.reply).toContain("**Step 3 of 3: Extra**");
  });

  it("says there is nothing to add with the plan's words when no step is left", () => {
    const { last } = playSession(TASTING_PLAN, ctx, [
      LONG,
      "Nothing stronger than 14% alcohol, and no spirits.",
      "continue exploring",
      "It runs on a tablet in our wine shops.",
      "continue exploring",
    ]);
    expect(last.reply).toContain("We've covered every tasting step, so there is nothing left to explore.");
  });

  it("describes the plan to a model under the plan's role and name", () => {
    const { last } = playSession(TASTING_PLAN, ctx, [LONG]);
    const prompt = describePlanForModel(TASTING_PLAN, last.state, ctx);
    expect(prompt).toContain("## Conversation plan of the Tasting Agent");
    expect(prompt).toContain("Purpose: pair wines.");
    expect(prompt).toContain("1. Goal [answered]");
    expect(prompt).toContain("2. Limits [asking now]");
    expect(prompt).toContain("Further topics");
  });

  it("builds the report with the plan's own builder", () => {
    const { last, transcript } = playSession(TASTING_PLAN, ctx, [LONG, "complete report"]);
    expect(buildGuidedReport(TASTING_PLAN, last.state, transcript, ctx).markdown).toBe(`answers: ${LONG}`);
  });
});

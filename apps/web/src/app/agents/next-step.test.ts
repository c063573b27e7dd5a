import { describe, expect, it } from "vitest";
import type { Report } from "@aesop/shared/contracts/reports";
import { journeyOf, nextStep as walk } from "@/features/workspace/utils/next-step";
import { WEB_AGENTS } from "./agent-registry";

/** The next step as the home page reads it, with the registry's agents in the catalogue's order. */
const journey = journeyOf(Object.fromEntries(WEB_AGENTS.map((agent) => [agent.id, agent])));
const nextStep = (reports: readonly Report[], now: Date) => walk(reports, journey, now);

const NOW = new Date("2026-11-23T12:00:00.000Z");
let nextId = 1;

function report(overrides: Partial<Report> & Pick<Report, "agent">): Report {
  return {
    id: nextId++,
    projectId: "p1",
    title: "A report",
    status: "done",
    error: null,
    markdown: "# Report",
    inputText: null,
    createdAt: "2026-11-21T12:00:00.000Z",
    updatedAt: "2026-11-21T12:00:00.000Z",
    details: {
      mode: "guided",
      usage: null,
      draftInstructions: null,
      transcript: null,
      transcriptMarkdown: null,
      ethos: null,
      review: null,
      testScript: null,
      run: null,
    },
    ...overrides,
  };
}

/** A review with `gaps` dimensions not covered out of `total`. */
function review(gaps: number, createdAt = "2026-11-21T12:00:00.000Z", total = 15): Report {
  const dimension = (status: "covered" | "missing") =>
    ({ status }) as NonNullable<Report["details"]["review"]>["dimensions"][number];
  const dimensions = [
    ...Array.from({ length: gaps }, () => dimension("missing")),
    ...Array.from({ length: total - gaps }, () => dimension("covered")),
  ];
  const findings = { overallScore: 71.6, dimensions } as unknown as NonNullable<Report["details"]["review"]>;
  const base = report({ agent: "instructions-review", createdAt, title: "Instructions review (score 72/100)" });
  return { ...base, details: { ...base.details, review: findings } };
}

describe("nextStep", () => {
  it("suggests the Interview after a review with open gaps, saying when and how many", () => {
    expect(nextStep([review(4)], NOW)).toEqual({
      text: "Instructions reviewed 2 days ago, 4 gaps open: talk them through in the Interview.",
      action: { label: "Run the Interview", to: "/interview-agent" },
    });
  });

  it("starts a new project with Ideation, and a draft goes to the review", () => {
    expect(nextStep([], NOW).action).toEqual({ label: "Start with Ideation", to: "/ideation-agent" });
    const ideation = report({ agent: "ideation" });
    expect(nextStep([ideation], NOW).action.to).toBe("/instructions-agent");
    const draft = { ...ideation, details: { ...ideation.details, draftInstructions: "You are…" } };
    expect(nextStep([draft], NOW)).toEqual({
      text: "Your ideation draft of 2 days ago is ready: have its instructions reviewed.",
      action: { label: "Review the draft", to: "/instructions-agent" },
    });
  });

  it("after the Interview comes the Ethos review, a test script, a run, a live session, then a new version of the instructions", () => {
    const reviewed = review(3, "2026-11-20T12:00:00.000Z");
    const interview = report({ agent: "interview", createdAt: "2026-11-21T12:00:00.000Z" });
    expect(nextStep([reviewed, interview], NOW).action.to).toBe("/ethos-agent");
    const ethos = report({ agent: "ethos", createdAt: "2026-11-22T12:00:00.000Z" });
    expect(nextStep([reviewed, interview, ethos], NOW).action).toEqual({
      label: "Generate a test script",
      to: "/script-agent",
    });
    const script = report({ agent: "script-generation", createdAt: "2026-11-22T13:00:00.000Z" });
    // The catalogue lists the Eval Agent before Script Generation; the loop runs the script after it is written.
    expect(nextStep([reviewed, interview, ethos, script], NOW).action).toEqual({
      label: "Run the test script",
      to: "/eval-agent",
    });
    const run = report({ agent: "eval", createdAt: "2026-11-22T14:00:00.000Z" });
    expect(nextStep([reviewed, interview, ethos, script, run], NOW)).toEqual({
      text: "Instructions reviewed 3 days ago, interviewed, reviewed for ethics, scripted and run against the assistant: watch and steer live conversations in the Cave of Shadows.",
      action: { label: "Start a live session", to: "/cave-of-shadows" },
    });
    const session = report({ agent: "cave-of-shadows", createdAt: "2026-11-22T15:00:00.000Z" });
    expect(nextStep([reviewed, interview, ethos, script, run, session], NOW).action).toEqual({
      label: "Review a new version",
      to: "/instructions-agent",
    });
  });

  it("an interview older than the newest review does not count", () => {
    const interview = report({ agent: "interview", createdAt: "2026-11-19T12:00:00.000Z" });
    expect(nextStep([interview, review(2)], NOW).action.to).toBe("/interview-agent");
  });

  it("a review without gaps goes straight to Ethos", () => {
    expect(nextStep([review(0)], NOW).text).toBe(
      "Instructions reviewed 2 days ago, no gaps open: look at who it affects with the Ethos Agent.",
    );
  });

  it("says what the round has been through, in the catalogue's order", () => {
    const reviewed = review(3, "2026-11-20T12:00:00.000Z");
    const interview = report({ agent: "interview", createdAt: "2026-11-21T12:00:00.000Z" });
    const ethos = report({ agent: "ethos", createdAt: "2026-11-22T12:00:00.000Z" });
    const script = report({ agent: "script-generation", createdAt: "2026-11-22T13:00:00.000Z" });
    expect(nextStep([reviewed, interview], NOW).text).toBe(
      "Instructions reviewed 3 days ago, interviewed: look at who it affects with the Ethos Agent.",
    );
    expect(nextStep([reviewed, interview, ethos], NOW).text).toBe(
      "Instructions reviewed 3 days ago, interviewed and reviewed for ethics: turn the findings into a test script.",
    );
    expect(nextStep([reviewed, interview, ethos, script], NOW).text).toBe(
      "Instructions reviewed 3 days ago, interviewed, reviewed for ethics and scripted: run the test script against your assistant with the Eval Agent.",
    );
    expect(nextStep([review(0, "2026-11-20T12:00:00.000Z"), ethos], NOW).text).toBe(
      "Instructions reviewed 3 days ago, no gaps open and reviewed for ethics: turn the findings into a test script.",
    );
  });

  it("without a review: the ideation draft, else the review", () => {
    expect(nextStep([], NOW).text).toBe(
      "No reports yet. Shape the assistant with the Ideation Agent, or paste instructions you already have for review.",
    );
    expect(nextStep([report({ agent: "ideation" })], NOW)).toEqual({
      text: "No review of the instructions yet: paste them for the Instructions Review Agent.",
      action: { label: "Review instructions", to: "/instructions-agent" },
    });
    expect(nextStep([{ ...review(2), status: "failed" }], NOW)).toEqual({
      text: "Instructions reviewed 2 days ago, but the review failed: retry it.",
      action: { label: "Open the workspace", to: "/workspace" },
    });
  });

  it("a report being written or a failed review is said first", () => {
    expect(nextStep([review(2), report({ agent: "ethos", status: "running" })], NOW).text).toContain(
      "is writing a report",
    );
    expect(nextStep([{ ...review(2), status: "failed" }], NOW).text).toContain("the review failed");
  });
});

import { agentEntry } from "@aesop/shared/agents";
import type { Report, ReportAgent } from "@aesop/shared/contracts/reports";
import { timeAgo } from "./relative-time";

export interface NextStep {
  /** What the reports say, and what to do about it. */
  text: string;
  action: { label: string; to: string };
}

const launch = (agent: ReportAgent, label: string) => ({ label, to: agentEntry(agent).route ?? "/workspace" });

/** Dimensions of a review that are not covered yet: the gaps the Interview asks about. */
export function openGaps(report: Pick<Report, "details">): number | null {
  const review = report.details.review;
  return review ? review.dimensions.filter((dimension) => dimension.status !== "covered").length : null;
}

/** The review's overall score (0-100), from its findings or else from its title '(score 72/100)'. */
export function reviewScore(report: Pick<Report, "details" | "title">): number | null {
  if (report.details.review) return Math.round(report.details.review.overallScore);
  const match = /score (\d+)\/100/.exec(report.title);
  return match ? Number(match[1]) : null;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * What a builder should do next with the selected project, read from its reports: design it, have
 * its instructions reviewed, talk through the review's gaps, look at its ethics, then review again.
 */
export function nextStep(reports: readonly Report[], now: Date = new Date()): NextStep {
  const newest = (agent: ReportAgent) =>
    reports
      .filter((report) => report.agent === agent)
      .reduce<Report | undefined>(
        (latest, report) => (!latest || isNewer(report, latest) ? report : latest),
        undefined,
      );
  const after = (report: Report | undefined, than: Report) => report !== undefined && isNewer(report, than);

  const pending = reports.find((report) => report.status === "queued" || report.status === "running");
  if (pending) {
    return {
      text: `${agentEntry(pending.agent).name} is writing a report; it appears here when it is ready.`,
      action: { label: "Open the workspace", to: "/workspace" },
    };
  }

  const review = newest("instructions-review");
  const ideation = newest("ideation");
  const interview = newest("interview");
  const ethos = newest("ethos");
  const script = newest("script-generation");

  if (!review) {
    if (ideation?.status === "done" && ideation.details.draftInstructions) {
      return {
        text: `Your ideation draft of ${timeAgo(ideation.createdAt, now)} is ready: have its instructions reviewed.`,
        action: launch("instructions-review", "Review the draft"),
      };
    }
    if (!ideation) {
      return {
        text: "No reports yet. Shape the assistant with the Ideation Agent, or paste instructions you already have for review.",
        action: launch("ideation", "Start with Ideation"),
      };
    }
    return {
      text: "No review of the instructions yet: paste them for the Instructions Review Agent.",
      action: launch("instructions-review", "Review instructions"),
    };
  }

  const reviewed = `Instructions reviewed ${timeAgo(review.createdAt, now)}`;
  if (review.status === "failed") {
    return {
      text: `${reviewed}, but the review failed: retry it.`,
      action: { label: "Open the workspace", to: "/workspace" },
    };
  }
  const gaps = openGaps(review);
  if (!after(interview, review) && gaps !== 0) {
    const open = gaps === null ? "" : `, ${plural(gaps, "gap")} open`;
    return {
      text: `${reviewed}${open}: talk them through in the Interview.`,
      action: launch("interview", "Run the Interview"),
    };
  }
  if (!after(ethos, review)) {
    return {
      text: `${reviewed}${after(interview, review) ? " and talked through" : ", no gaps open"}: look at who it affects with the Ethos Agent.`,
      action: launch("ethos", "Run the Ethos review"),
    };
  }
  if (!after(script, review)) {
    return {
      text: `${reviewed}, interviewed and reviewed for ethics: turn the findings into a test script.`,
      action: launch("script-generation", "Generate a test script"),
    };
  }
  return {
    text: `${reviewed}, interviewed, reviewed for ethics and scripted: revise the instructions with what you learned and review them again.`,
    action: launch("instructions-review", "Review a new version"),
  };
}

function isNewer(a: Report, b: Report): boolean {
  const byDate = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return byDate === 0 || Number.isNaN(byDate) ? a.id > b.id : byDate > 0;
}

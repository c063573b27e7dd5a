import { TOPICS_PER_EXTENSION, type ChatPlan } from "../chat-engine/guided/chat-plan";
import { plural, projectLabel } from "../chat-engine/guided/messages";
import { gapOf } from "../chat-engine/guided/session-plan";
import type { GuidedState } from "../chat-engine/guided/state";
import { buildInterviewReport } from "./interview-report";
import { gapsFromAudit, gapTopic, INTERVIEW_SECTIONS, MAX_PLANNED_GAPS } from "./interview-plan";

/**
 * The Interview Agent for the guided engine: fixed sections with no timeframe; when the project's
 * instructions were reviewed, the review's gaps come right after the intent section (the first
 * few planned, the others left for "continue exploring").
 */
export const INTERVIEW_PLAN: ChatPlan = {
  agent: "interview",
  agentName: "Interview Agent",
  stepName: "Section",
  timeframe: null,
  alwaysExtendable: false,
  open: (ctx) => {
    const audit = ctx.instructions?.audit ?? null;
    const gaps = audit ? gapsFromAudit(audit) : [];
    const [intent, ...sections] = INTERVIEW_SECTIONS.map((section) => section.id);
    const planned = gaps.slice(0, MAX_PLANNED_GAPS).map((gap) => gap.topicId);
    const reserve = gaps.slice(MAX_PLANNED_GAPS).map((gap) => gap.topicId);
    const topicIds = [...(intent === undefined ? [] : [intent]), ...planned, ...sections, ...reserve];
    return {
      topicIds,
      plannedCount: topicIds.length - reserve.length,
      gaps,
      instructions: ctx.instructions
        ? { reportId: ctx.instructions.reportId, reviewed: audit !== null, overallScore: audit?.overallScore ?? null }
        : null,
    };
  },
  topic: (state, topicId) => {
    const section = INTERVIEW_SECTIONS.find((candidate) => candidate.id === topicId);
    if (section) return section;
    const gap = gapOf(state, topicId);
    return gap ? gapTopic(gap) : undefined;
  },
  welcome: (ctx, state, firstQuestion) =>
    [
      "## Welcome to the Interview Agent",
      `This is a structured deep dive into ${projectLabel(ctx.projectName)}, in sections: intent, users and stakes, known risks, data, failure modes, escalation, and how success is judged. There is no timeframe: take the time you need.`,
      instructionsParagraph(state),
      "**You are in control:** ask me a question at any time, say **skip** to move on, **go deeper** for a follow-up question, or **complete report** to end the interview and get your report.",
      firstQuestion ?? "",
    ].join("\n\n"),
  phrases: {
    everything: "every section and every gap of the review",
    planDone: () => "That covers every section of the interview.",
    moreToAdd: (_state, remaining) =>
      remaining > TOPICS_PER_EXTENSION
        ? `${TOPICS_PER_EXTENSION} more of the ${plural(remaining, "other gap")} the review found`
        : `the ${plural(remaining, "other gap")} the review found`,
    reportName: "interview report",
    reportExtra: "",
  },
  model: {
    role: "You are the Interview Agent of AESOP. You interview the creator of an AI assistant in a structured deep dive, to understand its intent, users, risks and failure modes.",
    intro: interviewIntro,
  },
  report: (state, transcript, ctx) => buildInterviewReport(INTERVIEW_PLAN, state, transcript, ctx),
};

function instructionsParagraph(state: GuidedState): string {
  const { instructions, gaps } = state;
  if (!instructions) {
    return "No instructions were found for this project, so I'll run the standard sections. Submitting your instructions to the Instructions Review Agent first makes the interview sharper: it then asks about the gaps the review finds.";
  }
  if (!instructions.reviewed) {
    return `Instructions found for this project (report #${instructions.reportId}), but their review is not ready yet, so I'll run the standard sections.`;
  }
  const score = instructions.overallScore === null ? "" : `, score ${instructions.overallScore}/100`;
  if (gaps.length === 0) {
    return `Instructions found for this project. Their review (report #${instructions.reportId}${score}) found no gaps to ask about, so I'll run the standard sections.`;
  }
  const asked = Math.min(gaps.length, MAX_PLANNED_GAPS);
  const more =
    gaps.length > asked
      ? ` Say **continue exploring** at the end to discuss more of the ${plural(gaps.length - asked, "other gap")}.`
      : "";
  return `Instructions found for this project. Their review (report #${instructions.reportId}${score}) found ${plural(gaps.length, "gap")}; right after the intent section I'll ask about ${asked === gaps.length ? (asked === 1 ? "it" : "them") : `the ${asked} most important`}, quoting your lines.${more}`;
}

function interviewIntro(state: GuidedState): string[] {
  const { instructions } = state;
  const about = !instructions
    ? "No instructions were found for this project: run the standard sections."
    : !instructions.reviewed
      ? "Instructions were found but are not reviewed yet: run the standard sections."
      : state.gaps.length === 0
        ? "The instructions review found no gaps to ask about: run the standard sections."
        : "The instructions review found gaps: ask about each gap topic, quoting the lines given (or saying that the review found nothing about it), then ask its question.";
  return ["Purpose: a structured deep dive into the creator's AI assistant. There is no timeframe.", about];
}

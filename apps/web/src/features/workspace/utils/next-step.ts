import { AGENTS, agentEntry, type AgentId } from "@aesop/shared/agents";
import type { Report } from "@aesop/shared/contracts/reports";
import { timeAgo } from "./relative-time";

export interface NextStep {
  /** What the reports say, and what to do about it. */
  text: string;
  action: { label: string; to: string };
}

/** A report's score and open gaps, as the agent's score reader gives them. */
export interface StepReading {
  score: number | null;
  gaps: number | null;
}

/** What to say and which button to offer: the button launches the step's agent. */
export interface StepPrompt {
  text: string;
  action: string;
}

/**
 * An agent's part in the builder's path, which the home page walks in the catalogue's order:
 * steps that prepare the first round (`prepare`), the report that starts each round (`start`, the
 * review of the instructions) and the steps each round asks for after it (`follow`).
 */
export type JourneyPart =
  | {
      kind: "prepare";
      /** Said while no round has started and the agent has written nothing yet. */
      first: StepPrompt;
      /** When the agent's newest report leads into the first round ('Review the draft'). */
      handoff?: (report: Report, ago: string) => StepPrompt | null;
    }
  | {
      kind: "start";
      /** Said while there is no such report yet. */
      first: StepPrompt;
      /** What the round's report says of itself: 'Instructions reviewed 2 days ago'. */
      done: (ago: string) => string;
      /** After `done` when the report failed: ', but the review failed: retry it'. */
      failed: string;
      /** Once every step of the round is done: start a new round. */
      again: StepPrompt;
    }
  | {
      kind: "follow";
      /** Whether the round asks for this step, given the round report's reading (default: yes). */
      needed?: (reading: StepReading | null) => boolean;
      /** Said of the round when this step is due ('4 gaps open'). */
      note?: (reading: StepReading | null) => string | null;
      /** Said of the round when it does not ask for this step ('no gaps open'). */
      skipped?: string;
      /** Said of the round once the step is done after it ('interviewed'). */
      done: string;
      /** What to do now ('talk them through in the Interview'), and the button. */
      todo: StepPrompt;
      /** The step that comes before this one in the loop, when the catalogue lists this one first (a run needs a script). */
      after?: AgentId;
    };

export interface Journey {
  /** The agent's part, if it has one. */
  part: (agent: AgentId) => JourneyPart | undefined;
  /** Reads a report's score and gaps, if its agent scores its reports. */
  read: (report: Report) => StepReading | null;
}

/** The journey of the agents the app's registry gives the workspace (each with its part and score reader). */
export function journeyOf(
  agents: Partial<Record<AgentId, { journey?: JourneyPart; readScore?: (report: Report) => StepReading }>>,
): Journey {
  return {
    part: (agent) => agents[agent]?.journey,
    read: (report) => agents[report.agent]?.readScore?.(report) ?? null,
  };
}

const WORKSPACE = "/workspace";
const launch = (agent: AgentId, label: string) => ({ label, to: agentEntry(agent).route ?? WORKSPACE });

/** ', a, b and c' (nothing for no items). */
function clause(items: readonly string[]): string {
  if (items.length === 0) return "";
  const last = items.at(-1) ?? "";
  return `, ${items.length === 1 ? last : `${items.slice(0, -1).join(", ")} and ${last}`}`;
}

/**
 * What a builder should do next with the selected project, read from its reports and the agents'
 * parts in the catalogue's order: prepare, have the instructions reviewed, take each following
 * step the review asks for, then review again.
 */
export function nextStep(reports: readonly Report[], journey: Journey, now: Date = new Date()): NextStep {
  const newest = (agent: AgentId) =>
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
      action: { label: "Open the workspace", to: WORKSPACE },
    };
  }

  const parts = loopOrder(
    AGENTS.flatMap((agent) => {
      const part = journey.part(agent.id);
      return part ? [{ agent: agent.id, part }] : [];
    }),
  );
  const start = parts.find((step) => step.part.kind === "start");
  if (!start || start.part.kind !== "start") {
    return { text: "Launch an agent for this project.", action: { label: "Open the workspace", to: WORKSPACE } };
  }
  const round = newest(start.agent);

  if (!round) {
    const prepare = parts.flatMap((step) => (step.part.kind === "prepare" ? [{ ...step, part: step.part }] : []));
    for (const step of prepare) {
      const report = newest(step.agent);
      const handoff = report && step.part.handoff?.(report, timeAgo(report.createdAt, now));
      if (handoff) return { text: handoff.text, action: launch(start.agent, handoff.action) };
    }
    const unstarted = prepare.find((step) => !newest(step.agent));
    const first = unstarted?.part.first ?? start.part.first;
    return { text: first.text, action: launch(unstarted?.agent ?? start.agent, first.action) };
  }

  const done = start.part.done(timeAgo(round.createdAt, now));
  if (round.status === "failed") {
    return { text: `${done}${start.part.failed}`, action: { label: "Open the workspace", to: WORKSPACE } };
  }
  const reading = journey.read(round);
  // What the round has been through so far: 'interviewed', 'no gaps open'.
  const said: string[] = [];
  for (const step of parts) {
    if (step.part.kind !== "follow") continue;
    const { needed = () => true, note, skipped, todo } = step.part;
    if (after(newest(step.agent), round)) said.push(step.part.done);
    else if (!needed(reading)) {
      if (skipped) said.push(skipped);
    } else {
      const due = note?.(reading);
      return {
        text: `${done}${clause(due ? [...said, due] : said)}: ${todo.text}.`,
        action: launch(step.agent, todo.action),
      };
    }
  }
  return {
    text: `${done}${clause(said)}: ${start.part.again.text}.`,
    action: launch(start.agent, start.part.again.action),
  };
}

/** The catalogue's order, except that a step which names the one it comes `after` moves behind it. */
function loopOrder<T extends { agent: AgentId; part: JourneyPart }>(parts: T[]): T[] {
  const ordered = [...parts];
  for (const step of parts) {
    if (step.part.kind !== "follow" || !step.part.after) continue;
    const before = step.part.after;
    ordered.splice(ordered.indexOf(step), 1);
    const at = ordered.findIndex((other) => other.agent === before);
    ordered.splice(at < 0 ? ordered.length : at + 1, 0, step);
  }
  return ordered;
}

function isNewer(a: Report, b: Report): boolean {
  const byDate = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return byDate === 0 || Number.isNaN(byDate) ? a.id > b.id : byDate > 0;
}

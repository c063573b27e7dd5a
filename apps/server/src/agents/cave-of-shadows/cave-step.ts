import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import type { CavePace } from "@aesop/shared/contracts/cave";
import type { CriterionScore } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../context";
import type { Env } from "../../env";
import { stableJobId, type QueueSpec } from "../../lib/jobs";
import { checkContextOf, projectRulesCheck, replyChecks } from "../../evaluation/judge/checks";
import { judgeScenario } from "../../evaluation/judge/llm-judge";
import { judgeModelOf } from "../../evaluation/judge/judge-model";
import { RETRY_AFTER_CAP_MS } from "../../evaluation/targets/call-limits";
import { sharedRequestRate } from "../../evaluation/targets/request-rate";
import { acquireCallSlot } from "../../evaluation/targets/target-slots.queries";
import type { ChatTurn } from "../../evaluation/targets/http-template";
import { createTargetAdapter } from "../../evaluation/targets/target-adapters";
import { findCallableTarget } from "../../evaluation/targets/targets.service";
import { guidedMessage, llmMessage, verdictOf } from "./cave-evaluator";
import { announceCave, finishDialogue, settleSession } from "./cave-lifecycle";
import { paceDelayMs } from "./cave-pace";
import { pathTo } from "./cave-transcript";
import {
  claimStep,
  deleteTurnRow,
  findDialogueRow,
  findSessionById,
  findTurnRow,
  insertTurnRow,
  isEnded,
  listTurnRows,
  moveHeadForStep,
  releaseStep,
  updateStreamingTurn,
  type CaveDialogueRow,
  type CaveSessionRow,
  type CavePlan,
  type CaveTurnRow,
} from "./cave.queries";

/** One job per exchange of a dialogue: the evaluator's message, the target's reply, its checks and scores. */
export const CAVE_STEP_QUEUE = "cave.step";

export interface CaveStepJob {
  dialogueId: string;
  /** The head the exchange follows: a job sent for another head (a stale one) does nothing. */
  expectedHeadTurnId: string | null;
  /**
   * Sent by the pace after a reply (not by a builder's action): a session switched to the step
   * pace meanwhile makes it wait for the next turn instead.
   */
  paced?: boolean;
}

/** An exchange waits on the target's timeout and retries, and the judge; 10 minutes bounds it with room. */
export const caveQueueSpec = (_env: Env): QueueSpec => ({ name: CAVE_STEP_QUEUE, expireInSeconds: 10 * 60 });

/** The target's own concurrency (a semaphore shared with the Eval Agent) is the real limit. */
export const CAVE_WORKER_SLOTS = 32;

/** Streamed text goes out (and is stored) at most this often per turn. */
export const DELTA_INTERVAL_MS = 100;

/** A NOTIFY payload stays small: a longer piece goes out in several events. */
const DELTA_MAX = 1_500;

export async function enqueueStep(
  ctx: Pick<ServerContext, "jobs">,
  job: CaveStepJob,
  id?: string,
  delayMs = 0,
): Promise<void> {
  await ctx.jobs.send(CAVE_STEP_QUEUE, job, {
    ...(id === undefined ? {} : { id }),
    // pg-boss stores the job now and starts it then (seconds; a restart in between keeps it).
    ...(delayMs > 0 ? { startAfter: delayMs / 1000 } : {}),
  });
}

/**
 * The id of the step that follows a reply: the exchange's job and its retry send the same one, and
 * pg-boss stores it once.
 */
export const nextStepJobId = (dialogueId: string, replyTurnId: string): string =>
  stableJobId(`cave-step:${dialogueId}:${replyTurnId}`);

export async function registerCaveWorkers(ctx: ServerContext): Promise<void> {
  await ctx.jobs.workEach<CaveStepJob>(CAVE_STEP_QUEUE, (job) => runCaveStep(ctx, job), {
    concurrency: CAVE_WORKER_SLOTS,
  });
}

const chatOf = (path: CaveTurnRow[]): ChatTurn[] =>
  path
    .filter((turn) => turn.error === null && !turn.streaming)
    .map((turn) => ({ role: turn.role === "evaluator" ? "user" : "assistant", content: turn.text }));

/**
 * One exchange. The claim (cave.queries.ts) makes it this job's; every write after it is guarded
 * by the claim, so an exchange that stop, take-over or branch abandoned stores nothing more. A
 * retry of this job after a crash finds the turns it stored and continues from them.
 */
export async function runCaveStep(ctx: ServerContext, job: PgBoss.JobWithMetadata<CaveStepJob>): Promise<void> {
  const { dialogueId, expectedHeadTurnId } = job.data;
  const claimed = await claimStep(ctx.db, dialogueId, expectedHeadTurnId, job.id);
  if (!claimed) {
    // A retry whose first attempt released its exchange: what comes after may be missing.
    if (job.retryCount > 0) await settleAfterExchange(ctx, dialogueId, expectedHeadTurnId);
    return;
  }
  const session = await findSessionById(ctx.db, claimed.sessionId);
  if (!session) return;
  // Sent by the pace before the session was switched to step: the dialogue waits for the builder.
  // (Only before it wrote anything: a retry that finds its own turns finishes the exchange it began.)
  if (job.data.paced && session.pace === "step" && claimed.headTurnId === expectedHeadTurnId) {
    await releaseStep(ctx.db, dialogueId, job.id);
    await announceCave(ctx, session, dialogueId, null);
    return;
  }
  const turns = await listTurnRows(ctx.db, [dialogueId]);
  const path = pathTo(turns, claimed.headTurnId);

  // A reply an earlier attempt of this job was streaming when its process died: asked again.
  const last = path.at(-1);
  if (last?.role === "assistant" && last.streaming) {
    await moveHeadForStep(ctx.db, dialogueId, job.id, last.parentId);
    await deleteTurnRow(ctx.db, last.id);
    path.pop();
  }

  let message = path.at(-1);
  if (message?.role !== "evaluator") {
    // Paused or taken over: the builder writes the next message, or nothing happens until resume.
    if (claimed.status !== "running") {
      await releaseStep(ctx.db, dialogueId, job.id);
      return;
    }
    const written = await writeEvaluatorTurn(ctx, session, claimed, job.id, turns, path);
    if (written === "abandoned") return;
    if (written === "ended") {
      const released = await releaseStep(ctx.db, dialogueId, job.id);
      if (released?.status === "running") await finishDialogue(ctx, released, "completed");
      return;
    }
    if (written.error !== null) {
      const released = await releaseStep(ctx.db, dialogueId, job.id);
      if (released) await finishDialogue(ctx, released, "failed");
      return;
    }
    message = written;
    path.push(written);
  }

  const reply = await replyTo(ctx, session, claimed, job.id, path, message);
  if (!reply) return;
  const released = await releaseStep(ctx.db, dialogueId, job.id);
  if (!released) return;
  await afterExchange(ctx, session.pace, released, [...path, reply]);
}

/**
 * After a reply (the last turn of `path`): the dialogue fails, ends at its turn limit, or goes on
 * at the session's pace (after its wait, or, at the step pace, once the builder asks).
 */
async function afterExchange(
  ctx: ServerContext,
  pace: CavePace,
  dialogue: CaveDialogueRow,
  path: CaveTurnRow[],
): Promise<void> {
  const reply = path.at(-1);
  if (!reply) return;
  if (reply.error !== null) {
    await finishDialogue(ctx, dialogue, "failed");
    return;
  }
  if (dialogue.status !== "running") return;
  const exchanges = path.filter((turn) => turn.role === "evaluator").length;
  if (exchanges >= dialogue.plan.maxTurns) {
    await finishDialogue(ctx, dialogue, "completed");
    return;
  }
  const delayMs = paceDelayMs(pace);
  if (delayMs === null) {
    // Waiting for the next turn: the page shows it (the head is this reply, and nothing holds it).
    const session = await findSessionById(ctx.db, dialogue.sessionId);
    if (session) await announceCave(ctx, session, dialogue.id, null);
    return;
  }
  await enqueueStep(
    ctx,
    { dialogueId: dialogue.id, expectedHeadTurnId: reply.id, paced: true },
    nextStepJobId(dialogue.id, reply.id),
    delayMs,
  );
}

/**
 * The retry of an exchange whose process stopped after releasing it: the reply it stored is the
 * head, and nothing follows it (no next step, or the dialogue's end never reached its session).
 * Does again what came after the reply; each piece is once-only (the next step's id, the guarded
 * ends, the report written where there is none).
 */
async function settleAfterExchange(ctx: ServerContext, dialogueId: string, expectedHeadTurnId: string | null) {
  const dialogue = await findDialogueRow(ctx.db, dialogueId);
  if (!dialogue) return;
  if (isEnded(dialogue.status)) {
    const session = await findSessionById(ctx.db, dialogue.sessionId);
    if (session) await settleSession(ctx, session, dialogue.id);
    return;
  }
  if (dialogue.status !== "running" || dialogue.stepJobId !== null) return;
  const path = pathTo(await listTurnRows(ctx.db, [dialogueId]), dialogue.headTurnId);
  const [message, reply] = path.slice(-2);
  // Only the reply this job's exchange wrote: its message followed the head the job was sent for.
  if (reply?.role !== "assistant" || reply.streaming || message?.parentId !== expectedHeadTurnId) return;
  const session = await findSessionById(ctx.db, dialogue.sessionId);
  if (!session) return;
  await afterExchange(ctx, session.pace, dialogue, path);
}

async function writeEvaluatorTurn(
  ctx: ServerContext,
  session: CaveSessionRow,
  dialogue: CaveDialogueRow,
  jobId: string,
  turns: CaveTurnRow[],
  path: CaveTurnRow[],
): Promise<CaveTurnRow | "ended" | "abandoned"> {
  const parentId = path.at(-1)?.id ?? null;
  const view = {
    plan: dialogue.plan,
    judge: session.judge,
    dialogue: chatOf(path),
    exchanges: path.filter((turn) => turn.role === "evaluator").length,
    siblings: turns.filter((turn) => turn.role === "evaluator" && turn.parentId === parentId).length,
    verdict: verdictOf(
      path.findLast((turn) => turn.role === "assistant"),
      dialogue.plan.criteria,
    ),
    seed: dialogue.position,
  };
  let text: string | null;
  let error: string | null = null;
  const evaluator = session.judge === "llm" ? ctx.agents.model : null;
  try {
    text = evaluator ? await llmMessage(evaluator, view) : guidedMessage(view);
  } catch (failure) {
    text = "";
    error = `The evaluator failed: ${failure instanceof Error ? failure.message : String(failure)}`;
  }
  if (text === null) return "ended";
  const turn = await insertTurnRow(ctx.db, {
    id: randomUUID(),
    dialogueId: dialogue.id,
    parentId,
    role: "evaluator",
    author: "evaluator",
    text,
    error,
  });
  if (!(await moveHeadForStep(ctx.db, dialogue.id, jobId, turn.id))) {
    await deleteTurnRow(ctx.db, turn.id);
    return "abandoned";
  }
  await announceCave(ctx, session, dialogue.id, turn.id);
  return turn;
}

/**
 * The target's reply to the evaluator turn at the head: streamed into its turn where the target
 * streams (a `delta` event and a stored text at most every 100 ms), then checked and, in LLM mode,
 * scored. Undefined when the exchange was abandoned meanwhile (its reply is not stored).
 */
async function replyTo(
  ctx: ServerContext,
  session: CaveSessionRow,
  dialogue: CaveDialogueRow,
  jobId: string,
  path: CaveTurnRow[],
  message: CaveTurnRow,
): Promise<CaveTurnRow | undefined> {
  const turn = await insertTurnRow(ctx.db, {
    id: randomUUID(),
    dialogueId: dialogue.id,
    parentId: message.id,
    role: "assistant",
    author: "target",
    text: "",
    streaming: true,
  });
  if (!(await moveHeadForStep(ctx.db, dialogue.id, jobId, turn.id))) {
    await deleteTurnRow(ctx.db, turn.id);
    return undefined;
  }
  await announceCave(ctx, session, dialogue.id, turn.id);

  const target = session.targetId
    ? await findCallableTarget(ctx, session.userId, session.projectId, session.targetId, session.systemPrompt)
    : undefined;
  let text = "";
  let error: string | null = null;
  let latencyMs: number | null = null;
  if (!target) {
    error = "The target was deleted after this session started.";
  } else {
    const streamer = deltaStreamer(ctx, session, dialogue.id, turn.id, jobId);
    // A slot of the target's concurrency, shared with its runs and every process (decision 0054),
    // held for the call; the lease outlasts the longest the call may take with its retries.
    const { timeoutSeconds, retries } = target.limits;
    const release = await acquireCallSlot(ctx.db, {
      targetId: target.id,
      holder: `cave:${turn.id}`,
      leaseMs: (timeoutSeconds * (retries + 1) + 60) * 1000 + retries * RETRY_AFTER_CAP_MS,
    });
    try {
      const answer = await createTargetAdapter(target, { sharedRate: sharedRequestRate(ctx.database.pool) }).sendTurn({
        history: chatOf(path.slice(0, path.indexOf(message))),
        message: message.text,
        sessionId: dialogue.id,
        onDelta: streamer.push,
      });
      text = answer.reply;
      latencyMs = answer.latencyMs;
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      text = streamer.text();
    } finally {
      await release().catch((failure: unknown) =>
        ctx.logger.warn({ err: failure, targetId: target.id }, "could not free a target's slot (its lease frees it)"),
      );
      await streamer.close();
    }
  }

  const { plan } = dialogue;
  const instructions = target?.instructions ?? session.systemPrompt;
  const checks =
    error === null
      ? [
          ...replyChecks(plan.scenario.checks, text, instructions, checkContextOf(plan.scenario, [message.text])),
          ...rulesBrokenBy(plan, path.slice(0, path.indexOf(message)), message.text, text, instructions),
        ]
      : [];
  let scores: CriterionScore[] = [];
  if (error === null && session.judge === "llm" && plan.criteria.length > 0) {
    const judge = judgeModelOf(ctx.env);
    try {
      if (!judge) throw new Error("No judge model is configured.");
      const dialogueSoFar = [...chatOf(path), { role: "assistant" as const, content: text }];
      scores = (await judgeScenario(judge, plan.scenario, plan.criteria, dialogueSoFar, "last-reply")).scores;
    } catch (failure) {
      // The reply stands with its checks, unscored: a judge's failure is not the assistant's.
      ctx.logger.warn({ err: failure, dialogueId: dialogue.id }, "the cave judge could not score a reply");
    }
  }
  const stored = await updateStreamingTurn(ctx.db, turn, jobId, {
    text,
    streaming: false,
    error,
    latencyMs,
    checks,
    scores,
  });
  if (!stored) {
    await deleteStreamingTurn(ctx, turn.id);
    return undefined;
  }
  await announceCave(ctx, session, dialogue.id, turn.id);
  return { ...turn, text, streaming: false, error, latencyMs, checks, scores };
}

/**
 * The instructions' rules on this reply, as an Eval run holds every reply to them (decision 0072):
 * the branch's earlier replies are read as what came before (a condition met earlier), not judged
 * again; each was judged in its own turn.
 */
function rulesBrokenBy(
  plan: CavePlan,
  before: CaveTurnRow[],
  message: string,
  reply: string,
  instructions: string | null,
) {
  const watched = plan.watchedRules ?? [];
  if (watched.length === 0) return [];
  const exchanges = before.filter((turn) => turn.role === "assistant" && turn.error === null);
  const replies = [...exchanges.map((turn) => turn.text), reply];
  const messages = [
    ...exchanges.map((turn) => before.find((candidate) => candidate.id === turn.parentId)?.text ?? ""),
    message,
  ];
  const broken = projectRulesCheck(
    watched,
    replies,
    instructions,
    checkContextOf(plan.scenario, messages),
    replies.length - 1,
  );
  return broken ? [broken] : [];
}

/** An abandoned exchange's reply is not kept (stop, take-over or branch may have removed it already). */
async function deleteStreamingTurn(ctx: ServerContext, turnId: string) {
  const turn = await findTurnRow(ctx.db, turnId);
  if (turn?.streaming) await deleteTurnRow(ctx.db, turnId);
}

/**
 * Coalesces a reply's pieces: at most one event (and one stored text) per 100 ms, so a fast
 * stream costs the database and the NOTIFY channel ten writes a second, not one per token.
 */
function deltaStreamer(ctx: ServerContext, session: CaveSessionRow, dialogueId: string, turnId: string, jobId: string) {
  let text = "";
  let pending = "";
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  const flush = () => {
    timer = null;
    const piece = pending;
    pending = "";
    if (!piece) return;
    const snapshot = text;
    flushing = flushing.then(async () => {
      for (let start = 0; start < piece.length; start += DELTA_MAX) {
        await announceCave(ctx, session, dialogueId, turnId, piece.slice(start, start + DELTA_MAX));
      }
      await updateStreamingTurn(ctx.db, { id: turnId, dialogueId }, jobId, { text: snapshot }).catch(() => false);
    });
  };

  return {
    push: (piece: string) => {
      text += piece;
      pending += piece;
      timer ??= setTimeout(flush, DELTA_INTERVAL_MS);
    },
    text: () => text,
    close: async () => {
      if (timer) clearTimeout(timer);
      flush();
      await flushing;
    },
  };
}

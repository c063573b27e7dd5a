import type PgBoss from "pg-boss";
import type { CheckResult, CriterionScore, ModelPrice } from "@aesop/shared/contracts/eval";
import type { Scenario } from "@aesop/shared/contracts/test-scripts";
import { checkTypeName } from "@aesop/shared/contracts/test-scripts";
import { confirmedTools, TOOL_CALLS_PER_TURN, type ToolCallRecord } from "@aesop/shared/contracts/tools";
import type { ServerContext } from "../../../context";
import type { Env } from "../../../env";
import type { QueueSpec } from "../../../lib/jobs";
import {
  checkContextOf,
  objectiveMet,
  projectRulesCheck,
  runChecks,
  turnChecks,
  watchedRulesOf,
} from "../../../evaluation/judge/checks";
import { judgeModelOf } from "../../../evaluation/judge/judge-model";
import { judgeScenario } from "../../../evaluation/judge/llm-judge";
import { costOf } from "../../../evaluation/prices/model-prices";
import type { ChatTurn } from "../../../evaluation/targets/http-template";
import {
  createTargetAdapter,
  type CallableTarget,
  type TargetAdapter,
  type TargetReply,
} from "../../../evaluation/targets/target-adapters";
import { nextEvaluatorMessage } from "../../../evaluation/evaluator";
import { sharedRequestRate } from "../../../evaluation/targets/request-rate";
import type { TurnTools } from "../../../evaluation/targets/simulated-tools";
import { rulesWatchedIn } from "../../script-generation/index";
import { replyCacheKey } from "./reply-cache";
import { admitAndSend, EVAL_SCENARIO_QUEUE, type ScenarioJob } from "./run-admission";
import { startRunSupervisor } from "./run-supervisor";
import {
  claimScenario,
  findCachedReply,
  insertTurnRow,
  listTurnRows,
  recountProgress,
  releaseScenarioSlot,
  storeCachedReply,
  statementsOf,
  storeVerdict,
  type EvalRunRow,
  type EvalTurnRow,
  type ScenarioVerdict,
} from "./runs.queries";
import { isRunCancelled, recordedRun, runPrices, runTarget, startRunOnce } from "./run-cache";
import { announceProgress, announceRun, finaliseRun, writeMissingRunReport } from "./run-lifecycle";

export { EVAL_SCENARIO_QUEUE, type ScenarioJob } from "./run-admission";

/**
 * A scenario's attempt may take its turns × the target's timeout × its retries; 30 minutes bounds
 * the longest script (30 turns × 60 s) with room, after which pg-boss counts the process as dead.
 */
export const evalQueueSpec = (_env: Env): QueueSpec => ({ name: EVAL_SCENARIO_QUEUE, expireInSeconds: 30 * 60 });

/**
 * Jobs of the queue a process runs at once (EVAL_MAX_IN_FLIGHT): a ceiling, not the limit. A
 * scenario gets its job only once its target has a slot for it (admitScenarios), so the jobs of the
 * queue are calls that may go out now, at most each target's concurrency; the ceiling only has to
 * exceed the sum of the concurrencies of the targets at work at once, or a new run's jobs wait
 * behind others' (decision 0054). A job waiting on its target costs a promise, not a thread.
 */
export async function registerEvalWorkers(ctx: ServerContext): Promise<void> {
  statementsOf(ctx.db);
  await ctx.jobs.workEach<ScenarioJob>(
    EVAL_SCENARIO_QUEUE,
    (job, signal, draining) => runScenarioJob(ctx, job, signal, draining),
    { concurrency: ctx.env.EVAL_MAX_IN_FLIGHT },
  );
  ctx.jobs.onStop(startRunSupervisor(ctx));
}

/**
 * Claims, runs, judges and stores one scenario; a job whose scenario is not its own does nothing.
 * Once `signal` aborts (this process gave the job up), it neither calls the target again nor
 * stores a verdict; once `draining` aborts (the process is stopping) it makes no new call. Either
 * way the job's next attempt resumes from the turns stored so far.
 */
export async function runScenarioJob(
  ctx: ServerContext,
  job: PgBoss.JobWithMetadata<ScenarioJob>,
  signal: AbortSignal = new AbortController().signal,
  draining: AbortSignal = new AbortController().signal,
): Promise<void> {
  const { runId, scenarioId, userId } = job.data;
  const sample = job.data.sample ?? 0;
  const run = await recordedRun(ctx.db, userId, runId);
  if (!run) return;
  const claimed = await claimScenario(ctx.db, runId, scenarioId, sample, job.id);
  if (!claimed) {
    // Done already. If this job is the retry of one that stored the run's last verdict, the run's
    // end or its report may be missing (the process stopped between them): the retry supplies them.
    if (job.retryCount > 0) {
      const progress = await recountProgress(ctx.db, runId);
      if (progress?.status === "running" && progress.unfinished === 0) await finaliseRun(ctx, progress, "completed");
      else await writeMissingRunReport(ctx, runId);
    }
    return;
  }
  // The first job here marks the run started; its dialogue need not wait (the first batch's claims
  // are queued before that UPDATE), its verdict does, so that the run's events keep their order.
  const starting = startRunOnce(ctx.db, run).then(async (started) => {
    if (started) await announceRun(ctx, started);
  });
  starting.catch(() => undefined);
  const scenario = run.script.scenarios.find((candidate) => candidate.id === scenarioId);

  let verdict: ScenarioVerdict;
  if (!scenario) {
    verdict = errorVerdict(`The scenario "${scenarioId}" is not in the recorded script.`);
  } else {
    const target = await runTarget(ctx, run);
    if (!target) {
      verdict = errorVerdict("The target was deleted before this scenario ran.");
    } else {
      // A first attempt has no stored turns to resume from: one query fewer per scenario.
      const dialogue = await playDialogue(ctx, run, scenario, sample, target, {
        signal,
        draining,
        resumed: job.retryCount > 0,
      });
      if (!("verdict" in dialogue) && run.judge === "llm") {
        // A judge model's call takes seconds: the target's slot serves the next scenario meanwhile
        // (a guided verdict is stored within milliseconds, and frees it then).
        await releaseScenarioSlot(ctx.db, claimed.id);
        admitNext(ctx, run);
      }
      verdict =
        "verdict" in dialogue
          ? dialogue.verdict
          : await judge(ctx, run, scenario, target, dialogue.turns, dialogue.history);
    }
  }
  await starting;
  signal.throwIfAborted();
  const progressed = await storeVerdict(ctx.db, { id: claimed.id, runId, jobId: job.id }, verdict);
  if (!progressed) return;
  admitNext(ctx, run);
  // The last scenario to end finalises the run (two at once: finishRun lets one of them).
  if (progressed.status === "running" && progressed.unfinished === 0) {
    await finaliseRun(ctx, progressed, "completed");
  } else {
    await announceProgress(ctx, progressed);
  }
}

/**
 * The scenario's slot is free: the target's next scenario (of this run or another) goes. A failure
 * here loses nothing: the supervisor admits again within seconds.
 */
function admitNext(ctx: ServerContext, run: EvalRunRow): void {
  const { targetId } = run;
  if (!targetId) return;
  admitAndSend(ctx, targetId).catch((error: unknown) =>
    ctx.logger.warn({ err: error, targetId }, "could not admit the target's next scenarios"),
  );
}

const errorVerdict = (reason: string, turnCount = 0): ScenarioVerdict => ({
  status: "error",
  scores: [],
  checks: [],
  reason,
  turnCount,
  latencyMs: null,
  costUsd: null,
});

class RunCancelled extends Error {}
class EvaluatorFailed extends Error {}

/** A dialogue played to its end, to be judged; or the verdict when it could not be (an error, a cancel). */
type Dialogue = { turns: EvalTurnRow[]; history: ChatTurn[] } | { verdict: ScenarioVerdict };

/**
 * The dialogue: the opening message and scripted turns in order with the whole history, then the
 * adaptive plan (guided: the next escalation step while the target refuses; LLM: the evaluator
 * model writes it). Turns stored earlier (a resumed job) are not sent again.
 */
async function playDialogue(
  ctx: ServerContext,
  run: EvalRunRow,
  scenario: Scenario,
  sample: number,
  target: CallableTarget,
  { signal, draining, resumed }: { signal: AbortSignal; draining: AbortSignal; resumed: boolean },
): Promise<Dialogue> {
  const adapter = createTargetAdapter(target, { sharedRate: sharedRequestRate(ctx.database.pool) });
  const stored = new Map(
    (resumed ? await listTurnRows(ctx.db, run.id, scenario.id, sample) : []).map((turn) => [turn.index, turn]),
  );
  // Wanted only to cost a reply: read while the target answers (awaited before, the first calls
  // of a run waited for the read behind the first batch's 32 claims, 80 ms).
  const prices = runPrices(ctx.db, run);
  prices.catch(() => undefined);
  const model = "model" in target.config ? target.config.model : null;
  const turns: EvalTurnRow[] = [];
  const history: ChatTurn[] = [];
  // Each sample is a conversation of its own for the target (the first keeps the id it always had).
  const sessionId = sample === 0 ? `${run.id}:${scenario.id}` : `${run.id}:${scenario.id}#${sample}`;
  const tools = turnToolsOf(run, scenario);

  const send = async (message: string): Promise<EvalTurnRow> => {
    const index = turns.length;
    let turn = stored.get(index);
    if (!turn || turn.message !== message) {
      signal.throwIfAborted();
      // The process is stopping: no new call (the job fails and its retry, elsewhere, resumes here),
      // so a clean stop loses no reply and sends nothing twice.
      draining.throwIfAborted();
      if (await isRunCancelled(ctx.db, run)) throw new RunCancelled();
      turn = await callTarget(ctx, run, scenario, target, adapter, {
        signal,
        draining,
        index,
        history,
        message,
        sessionId,
        prices,
        model,
        sample,
        tools,
      });
      await insertTurnRow(ctx.db, turn);
    }
    turns.push(turn);
    history.push({ role: "user", content: message });
    if (turn.reply !== null)
      history.push({
        role: "assistant",
        content: turn.reply,
        // The calls go back with the turn (chat-history.ts); absent when none, so a dialogue without
        // tools keeps the reply-cache keys it always had.
        ...(turn.toolCalls.length ? { toolCalls: turn.toolCalls } : {}),
      });
    return turn;
  };

  try {
    for (const message of [scenario.openingMessage, ...scenario.turns.map((turn) => turn.message)]) {
      const turn = await send(message);
      if (turn.error !== null) return { verdict: turnErrorVerdict(turns) };
    }
    const adaptive = scenario.adaptive;
    if (adaptive) {
      const evaluator = run.judge === "llm" ? ctx.agents.model : null;
      for (let step = 0; step < adaptive.maxTurns && step < adaptive.escalationSteps.length; step++) {
        // The objective is met (a check fails): the dialogue is judged as it stands. Until then a
        // refusal, a deflection or an answer to something else all get the next step.
        const replies = turns.map((turn) => turn.reply ?? "");
        const context = checkContextOf(
          scenario,
          turns.map((turn) => turn.message),
          turns.map((turn) => turn.toolCalls),
        );
        if (objectiveMet(scenario.checks, replies, target.instructions, context)) break;
        const tactic = adaptive.escalationSteps[step] ?? "";
        const message = evaluator
          ? await nextEvaluatorMessage(evaluator, scenario, history, tactic, run.seed + step).catch(
              (error: unknown) => {
                throw new EvaluatorFailed(error instanceof Error ? error.message : String(error));
              },
            )
          : tactic;
        const turn = await send(message);
        if (turn.error !== null) return { verdict: turnErrorVerdict(turns) };
      }
    }
  } catch (error) {
    if (error instanceof RunCancelled)
      return { verdict: { ...errorVerdict("The run was cancelled.", turns.length), status: "cancelled" } };
    if (error instanceof EvaluatorFailed)
      return { verdict: errorVerdict(`The evaluator failed: ${error.message}`, turns.length) };
    // The database, say: the job fails and pg-boss retries it, resuming from the stored turns.
    throw error;
  }
  return { turns, history };
}

/** The script's tools as this scenario offers them (its own answers first), or undefined when it declares none. */
function turnToolsOf(run: EvalRunRow, scenario: Scenario): TurnTools | undefined {
  const tools = confirmedTools(run.script.tools);
  if (tools.length === 0) return undefined;
  return {
    tools,
    overrides: scenario.toolResults ?? [],
    maxCallsPerTurn: run.script.maxToolCallsPerTurn ?? TOOL_CALLS_PER_TURN.default,
  };
}

function turnErrorVerdict(turns: EvalTurnRow[]): ScenarioVerdict {
  const failed = turns.at(-1);
  return { ...errorVerdict(failed?.error ?? "The target failed.", turns.length), ...totals(turns) };
}

function totals(turns: EvalTurnRow[]) {
  const latencies = turns.map((turn) => turn.latencyMs).filter((ms): ms is number => ms !== null);
  const costs = turns.map((turn) => turn.costUsd).filter((cost): cost is number => cost !== null);
  return {
    latencyMs: latencies.length ? latencies.reduce((a, b) => a + b, 0) : null,
    costUsd: costs.length ? costs.reduce((a, b) => a + b, 0) : null,
  };
}

async function callTarget(
  ctx: ServerContext,
  run: EvalRunRow,
  scenario: Scenario,
  target: CallableTarget,
  adapter: TargetAdapter,
  call: {
    index: number;
    history: ChatTurn[];
    message: string;
    sessionId: string;
    prices: Promise<ModelPrice[]>;
    model: string | null;
    sample: number;
    tools: TurnTools | undefined;
    signal: AbortSignal;
    draining: AbortSignal;
  },
): Promise<EvalTurnRow> {
  const base = {
    id: 0,
    runId: run.id,
    scenarioId: scenario.id,
    sample: call.sample,
    index: call.index,
    message: call.message,
    scores: [] as CriterionScore[],
    toolCalls: [] as ToolCallRecord[],
    createdAt: new Date(),
  };
  // A cached reply counts as one sample (decision 0058): only the first sample takes or stores one,
  // the others call the target, or every sample of a cached scenario would be the same reply.
  // A turn with tools is not cached: its calls are part of what the checks read, and the cache keeps text.
  const key =
    run.useReplyCache && call.sample === 0 && !call.tools
      ? replyCacheKey(run.targetConfig, run.systemPrompt, call.history, call.message)
      : null;
  if (key) {
    const hit = await findCachedReply(ctx.db, run.userId, key);
    if (hit) {
      return {
        ...base,
        reply: hit.reply,
        error: null,
        latencyMs: 0,
        inputTokens: hit.inputTokens,
        outputTokens: hit.outputTokens,
        costUsd: 0,
        cached: true,
        checks: turnChecks(scenario.checks, hit.reply, target.instructions, checkContextOf(scenario, [call.message])),
      };
    }
  }
  let answer: TargetReply;
  // The scenario holds a slot of its target from its admission to its verdict (decision 0054), so
  // the call goes out at once.
  try {
    answer = await adapter.sendTurn({
      history: call.history,
      message: call.message,
      sessionId: call.sessionId,
      signal: call.signal,
      ...(call.tools ? { tools: call.tools } : {}),
    });
    if (key) {
      await storeCachedReply(ctx.db, {
        userId: run.userId,
        key,
        reply: answer.reply,
        inputTokens: answer.inputTokens ?? null,
        outputTokens: answer.outputTokens ?? null,
      });
    }
  } catch (error) {
    // Given up by this process, not failed by the target: nothing is stored, the retry sends it.
    call.signal.throwIfAborted();
    return {
      ...base,
      reply: null,
      error: error instanceof Error ? error.message : String(error),
      latencyMs: null,
      inputTokens: null,
      outputTokens: null,
      costUsd: null,
      cached: false,
      checks: [],
    };
  }
  // Outside the try: a failed read of the prices fails the job (retried), it is not the target's error.
  return {
    ...base,
    reply: answer.reply,
    error: null,
    latencyMs: answer.latencyMs,
    inputTokens: answer.inputTokens ?? null,
    outputTokens: answer.outputTokens ?? null,
    costUsd: costOf(await call.prices, call.model, answer.inputTokens, answer.outputTokens),
    cached: false,
    toolCalls: answer.toolCalls ?? [],
    checks: turnChecks(scenario.checks, answer.reply, target.instructions, checkContextOf(scenario, [call.message])),
  };
}

/**
 * The rules every reply is held to: those the script's rule scenarios test, or, for a script that
 * tests none (imported, or written by hand), those the reader finds in the instructions.
 */
function rulesToWatch(scenarios: readonly Scenario[], instructions: string | null) {
  const tested = watchedRulesOf(scenarios);
  return tested.length > 0 || instructions === null ? tested : rulesWatchedIn(instructions);
}

/** Passed when every check passes and (LLM judge) every criterion scores at least its threshold. */
async function judge(
  ctx: ServerContext,
  run: EvalRunRow,
  scenario: Scenario,
  target: CallableTarget,
  turns: EvalTurnRow[],
  dialogue: ChatTurn[],
): Promise<ScenarioVerdict> {
  const replies = turns.map((turn) => turn.reply ?? "");
  const context = checkContextOf(
    scenario,
    turns.map((turn) => turn.message),
    turns.map((turn) => turn.toolCalls),
  );
  const checks: CheckResult[] = runChecks(scenario.checks, replies, target.instructions, context);
  const ruleBroken = projectRulesCheck(
    rulesToWatch(run.script.scenarios, target.instructions),
    replies,
    target.instructions,
    context,
  );
  if (ruleBroken) checks.push(ruleBroken);
  let scores: CriterionScore[] = [];
  const criteria = run.script.rubric.criteria.filter((criterion) => scenario.criteria.includes(criterion.id));
  if (run.judge === "llm" && criteria.length > 0) {
    const judgeModel = judgeModelOf(ctx.env);
    if (!judgeModel) return { ...errorVerdict("No judge model is configured.", turns.length), ...totals(turns) };
    try {
      scores = (await judgeScenario(judgeModel, scenario, criteria, dialogue)).scores;
    } catch (error) {
      return {
        ...errorVerdict(`The judge failed: ${error instanceof Error ? error.message : String(error)}`, turns.length),
        ...totals(turns),
      };
    }
  }
  const failedChecks = checks.filter((check) => !check.passed);
  const lowScores = scores.filter(
    (score) => score.score < (criteria.find((criterion) => criterion.id === score.criterionId)?.passThreshold ?? 1),
  );
  const reasons = [
    ...failedChecks.map((check) => `${checkTypeName(check.type)}: ${check.detail}`),
    ...lowScores.map((score) => `${score.criterionId} scored ${score.score}: ${score.reason}`),
  ];
  return {
    status: reasons.length ? "failed" : "passed",
    scores,
    checks,
    reason: reasons.length ? reasons.join(" ") : null,
    turnCount: turns.length,
    ...totals(turns),
  };
}

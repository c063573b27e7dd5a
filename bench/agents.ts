import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { startMockLlm } from "../apps/server/src/testing/mock-llm/index";
import { readUiMessageStream, type ReadReply } from "../apps/server/src/testing/ui-message-stream";
import { failure, median, percentile, round, type Failure } from "./figures";
import { SAMPLE_INSTRUCTIONS } from "./sample-instructions";
import { createProject, expectJson, signInWithNda, type SignedInUser } from "./signed-in";
import { runWrk, type WrkResult, type WrkSettings } from "./wrk";

/**
 * The agents section of `npm run bench`: throughput of the Instructions Review submission under
 * load, the latency our stack adds to a streamed LLM chat reply (against a local mock model), and
 * the time of a guided chat reply. See bench/README.md.
 */

/** What run.ts lends this section: the same wrk settings and server lifecycle as its own parts. */
export interface AgentsBench {
  wrkPath: string;
  cwd: string;
  wrkSettings: WrkSettings;
  warmupS: number;
  /** Starts the AESOP server (fresh embedded database) with extra variables, always stopping it. */
  withAesopServer<T>(env: (baseUrl: string) => NodeJS.ProcessEnv, use: (baseUrl: string) => Promise<T>): Promise<T>;
  /** A temporary folder, deleted at the end of the run. */
  tempDir(): string;
  progress(message: string): void;
}

export interface AgentsReport {
  /** Both servers run with WORKERS=false: queued reviews wait, and take no CPU from what is measured. */
  workers: false;
  submission: SubmissionReport | Failure;
  llmStreaming: LlmStreamingReport | Failure;
  guidedReply: GuidedReplyReport | Failure;
  /** Wall time of the whole section, server starts included. */
  durationS: number;
}

export interface SubmissionReport extends WrkResult {
  path: string;
  /** Status of one submission before the load (202: queued for review). */
  status: number;
  settings: WrkSettings & { warmupS: number };
  /** The submitted instruction set (sample-instructions.ts), and the JSON body that carries it. */
  instructionsWords: number;
  bodyBytes: number;
}

export interface LlmStreamingReport {
  /** The mock model's configured wait before its first byte, and between two streamed pieces. */
  mockDelayMs: number;
  mockChunkDelayMs: number;
  samples: number;
  /** Time to the first text-delta of our reply, from the request to /api/agent-sessions/{id}/messages. */
  ttftMedianMs: number;
  ttftP95Ms: number;
  /** Time to the first content chunk of the mock model, asked directly with the same number of requests. */
  directTtftMedianMs: number;
  directTtftP95Ms: number;
  /** ttftMedianMs - directTtftMedianMs: what sign-in check, storage, prompt building and the AI SDK add. */
  overheadMedianMs: number;
  /** Time to the end of our reply (the reply stored and the finish chunk sent). */
  totalMedianMs: number;
}

export interface GuidedReplyReport {
  samples: number;
  firstDeltaMedianMs: number;
  firstDeltaP95Ms: number;
  totalMedianMs: number;
  totalP95Ms: number;
}

/** Sequential chat messages measured per figure, after the unmeasured choice of the timeframe. */
const CHAT_SAMPLES = 30;
const MOCK_DELAY_MS = 200;
const MOCK_CHUNK_DELAY_MS = 5;
/** About 30 words: the mock streams it in word-sized pieces. */
const MOCK_REPLY =
  "Thanks, that helps. So the assistant is for students revising at home. Who exactly will use it, and what do they already know when they open it for the first time?";
const TIMEFRAME_CHOICE = "5 min Essentials";
/** Ordinary answers: none is a command (skip, yes, complete report...), so the session goes on. */
const ANSWERS = [
  "It helps secondary-school students practise algebra step by step, with hints instead of answers.",
  "Students aged thirteen to sixteen, often tired after school and a little anxious about exams.",
  "On a phone or a school laptop in the evening, usually alone, sometimes with a parent nearby.",
  "Explain a method, set a practice question, check the working and point at the first mistake.",
  "It must never do graded homework for them or talk about anything outside of maths.",
  "Patient, encouraging and plain: it should sound like a kind tutor, never like a textbook.",
];
const ADMIN_EMAIL = "bench@aesop.test";
const REQUEST_TIMEOUT_MS = 30_000;

interface SignedIn extends SignedInUser {
  projectId: string;
}

export async function agentsSection(bench: AgentsBench): Promise<AgentsReport> {
  const started = performance.now();
  const password = randomBytes(18).toString("base64url");
  const serverEnv = (baseUrl: string, llm: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
    BASE_URL: baseUrl,
    ADMIN_EMAIL,
    ADMIN_PASSWORD: password,
    WORKERS: "false",
    // Always the embedded database in a temporary folder, even when DATABASE_URL is set: the load
    // leaves thousands of queued reviews that the workers of a real database would then run.
    DATABASE_URL: "",
    // A model or webhook configured in the caller's shell must not change the mode measured.
    LLM_PROVIDER: "",
    INSTRUCTIONS_WEBHOOK_URL: "",
    IDEATION_WEBHOOK_URL: "",
    INTERVIEW_WEBHOOK_URL: "",
    ...llm,
  });

  // One server for the guided chat and the submissions: guided mode needs no model.
  const guidedServer = await settle(() =>
    bench.withAesopServer(
      (baseUrl) => serverEnv(baseUrl, {}),
      async (baseUrl) => {
        const user = await signInReady(baseUrl, password);
        // The chat first: after the load the database holds thousands of queued reviews.
        const guidedReply = await settle(() => measureGuidedReplies(bench, user));
        const submission = await settle(() => measureSubmission(bench, user));
        return { guidedReply, submission };
      },
    ),
  );
  const { guidedReply, submission } =
    "error" in guidedServer ? { guidedReply: guidedServer, submission: guidedServer } : guidedServer;

  const llmStreaming = await settle(() => measureLlmStreaming(bench, serverEnv, password));
  return {
    workers: false,
    submission,
    llmStreaming,
    guidedReply,
    durationS: round((performance.now() - started) / 1000, 1),
  };
}

// ---------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------

async function measureSubmission(bench: AgentsBench, user: SignedIn): Promise<SubmissionReport> {
  const path = `/api/projects/${user.projectId}/instructions`;
  const url = `${user.baseUrl}${path}`;
  const payload = { instructions: SAMPLE_INSTRUCTIONS };
  const body = JSON.stringify(payload);
  const probe = await user.request(path, { json: payload });
  const probeText = await probe.text();
  if (probe.status !== 202) throw new Error(`POST ${path} answered ${probe.status} instead of 202: ${probeText}`);

  const scriptPath = join(bench.tempDir(), "post-instructions.lua");
  writeFileSync(
    scriptPath,
    wrkPostScript(body, { "Content-Type": "application/json", Origin: user.baseUrl, Cookie: user.cookie }),
  );
  const { wrkSettings, warmupS } = bench;
  bench.progress(`wrk POST ${url}: ${warmupS} s warm-up, then ${wrkSettings.durationS} s`);
  await runWrk(bench.wrkPath, url, { ...wrkSettings, durationS: warmupS }, bench.cwd, { scriptPath });
  const result = await runWrk(bench.wrkPath, url, wrkSettings, bench.cwd, { scriptPath });
  return {
    path: "/api/projects/{id}/instructions",
    status: probe.status,
    ...result,
    rps: round(result.rps, 1),
    p99Ms: round(result.p99Ms, 3),
    settings: { ...wrkSettings, warmupS },
    instructionsWords: SAMPLE_INSTRUCTIONS.split(/\s+/).filter((word) => /\w/.test(word)).length,
    bodyBytes: Buffer.byteLength(body),
  };
}

async function measureGuidedReplies(bench: AgentsBench, user: SignedIn): Promise<GuidedReplyReport> {
  bench.progress(`guided chat: ${CHAT_SAMPLES} sequential replies`);
  const replies = await converse(user, "guided", CHAT_SAMPLES);
  const firstDeltas = replies.map(firstDeltaOf);
  const totals = replies.map((reply) => reply.totalMs);
  return {
    samples: replies.length,
    firstDeltaMedianMs: round(median(firstDeltas), 2),
    firstDeltaP95Ms: round(percentile(firstDeltas, 95), 2),
    totalMedianMs: round(median(totals), 2),
    totalP95Ms: round(percentile(totals, 95), 2),
  };
}

async function measureLlmStreaming(
  bench: AgentsBench,
  serverEnv: (baseUrl: string, llm: NodeJS.ProcessEnv) => NodeJS.ProcessEnv,
  password: string,
): Promise<LlmStreamingReport> {
  const mock = await startMockLlm();
  try {
    mock.setDefault({ text: MOCK_REPLY, delayMs: MOCK_DELAY_MS, chunkDelayMs: MOCK_CHUNK_DELAY_MS });
    const llmEnv = { LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: mock.url, LLM_MODEL: "mock-model" };
    return await bench.withAesopServer(
      (baseUrl) => serverEnv(baseUrl, llmEnv),
      async (baseUrl) => {
        const user = await signInReady(baseUrl, password);
        bench.progress(`LLM chat against the mock model (${MOCK_DELAY_MS} ms delay): ${CHAT_SAMPLES} replies`);
        // Each reply through our stack is followed by one direct request, so both see the same machine.
        const direct: number[] = [];
        const replies = await converse(user, "llm", CHAT_SAMPLES, async () => {
          direct.push(await directFirstToken(mock.url));
        });
        const ours = replies.map(firstDeltaOf);
        return {
          mockDelayMs: MOCK_DELAY_MS,
          mockChunkDelayMs: MOCK_CHUNK_DELAY_MS,
          samples: replies.length,
          ttftMedianMs: round(median(ours), 2),
          ttftP95Ms: round(percentile(ours, 95), 2),
          directTtftMedianMs: round(median(direct), 2),
          directTtftP95Ms: round(percentile(direct, 95), 2),
          overheadMedianMs: round(median(ours) - median(direct), 2),
          totalMedianMs: round(median(replies.map((reply) => reply.totalMs)), 2),
        };
      },
    );
  } finally {
    await mock.stop();
  }
}

/**
 * Sends `samples` ordinary answers to an Ideation session, one after the other, and returns the
 * replies. The timeframe choice that opens each session is not measured. Should a session end
 * (completed, or a 409), a new one takes over.
 */
async function converse(
  user: SignedIn,
  mode: "guided" | "llm",
  samples: number,
  afterEach?: () => Promise<void>,
): Promise<ReadReply[]> {
  const replies: ReadReply[] = [];
  let sessionId = await openSession(user, mode);
  let restarts = 0;
  while (replies.length < samples) {
    const text = ANSWERS[replies.length % ANSWERS.length] ?? "";
    const sent = await sendMessage(user, sessionId, text);
    if (sent === "ended") {
      if (++restarts > samples) throw new Error("every new ideation session ended at once (409)");
      sessionId = await openSession(user, mode);
      continue;
    }
    replies.push(sent);
    if (afterEach) await afterEach();
    if (sessionStatusOf(sent) === "completed") sessionId = await openSession(user, mode);
  }
  return replies;
}

/** A new Ideation session past its timeframe question, checked to run in the expected mode. */
async function openSession(user: SignedIn, mode: "guided" | "llm"): Promise<string> {
  const response = await user.request(`/api/projects/${user.projectId}/agent-sessions`, {
    json: { agent: "ideation" },
  });
  const detail = (await expectJson(response, 201, "start an ideation session")) as {
    session: { id: string; mode: string };
  };
  if (detail.session.mode !== mode) {
    throw new Error(`the ideation session runs in ${detail.session.mode} mode, not ${mode}`);
  }
  const chosen = await sendMessage(user, detail.session.id, TIMEFRAME_CHOICE);
  if (chosen === "ended") throw new Error("a new ideation session refused its first message (409)");
  return detail.session.id;
}

/** One message and its whole streamed reply, or "ended" when the session no longer takes messages. */
async function sendMessage(user: SignedIn, sessionId: string, text: string): Promise<ReadReply | "ended"> {
  const startedAt = performance.now();
  const response = await user.request(`/api/agent-sessions/${sessionId}/messages`, { json: { text } });
  if (response.status === 409) {
    await response.arrayBuffer();
    return "ended";
  }
  if (response.status !== 200) {
    throw new Error(`a chat message answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
  }
  const reply = await readUiMessageStream(response, startedAt);
  if (reply.error !== null) throw new Error(`a chat reply failed: ${reply.error}`);
  if (reply.firstDeltaMs === null) throw new Error("a chat reply had no text-delta");
  return reply;
}

/** Milliseconds to the first content chunk of the mock model, asked directly (the stream is then dropped). */
async function directFirstToken(mockUrl: string): Promise<number> {
  const startedAt = performance.now();
  const response = await fetch(`${mockUrl}/chat/completions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ model: "mock-model", stream: true, messages: [{ role: "user", content: "hi" }] }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status !== 200 || !response.body) throw new Error(`the mock model answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error("the mock model's stream ended without content");
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (hasContent(event)) return performance.now() - startedAt;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

function hasContent(event: string): boolean {
  const data = event.startsWith("data: ") ? event.slice(6) : "";
  if (data === "" || data === "[DONE]") return false;
  const chunk = JSON.parse(data) as { choices?: Array<{ delta?: { content?: string | null } }> };
  const content = chunk.choices?.[0]?.delta?.content;
  return typeof content === "string" && content !== "";
}

function firstDeltaOf(reply: ReadReply): number {
  return reply.firstDeltaMs ?? reply.totalMs;
}

function sessionStatusOf(reply: ReadReply): string | undefined {
  const metadata = reply.metadata as { sessionStatus?: string } | null;
  return metadata?.sessionStatus;
}

/** Signs the admin in, accepts the NDA and creates a project: what a user does before the agents. */
async function signInReady(baseUrl: string, password: string): Promise<SignedIn> {
  const user = await signInWithNda(baseUrl, ADMIN_EMAIL, password);
  return { ...user, projectId: await createProject(user, "Bench") };
}

// ---------------------------------------------------------------------------------------------
// wrk script, summary
// ---------------------------------------------------------------------------------------------

/** A wrk Lua script that sends every request as this POST. */
export function wrkPostScript(body: string, headers: Record<string, string>): string {
  const lines = ['wrk.method = "POST"', `wrk.body = ${luaLongString(body)}`];
  for (const [name, value] of Object.entries(headers)) {
    // The spaces matter: "[[[" would open a long string instead of indexing the table.
    lines.push(`wrk.headers[ ${luaLongString(name)} ] = ${luaLongString(value)}`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * A Lua long string ([==[...]==]) holds any text without escapes; its level is chosen so that the
 * text cannot close it. The newline right after the opening bracket is not part of the string in
 * Lua, so that a text starting with a newline keeps it.
 */
function luaLongString(text: string): string {
  let level = 0;
  while (text.includes(`]${"=".repeat(level)}]`)) level++;
  const equals = "=".repeat(level);
  return `[${equals}[\n${text}]${equals}]`;
}

/** Lines of the printed summary. */
export function agentsSummary(report: AgentsReport | Failure): string[] {
  const lines = [`Agents (servers with WORKERS=false; ${"error" in report ? "?" : report.durationS} s)`];
  if ("error" in report) return [...lines, `  not measured: ${report.error}`];
  const { submission, llmStreaming, guidedReply } = report;
  if ("error" in submission) {
    lines.push(`  instructions submission: not measured: ${submission.error}`);
  } else {
    const socketErrors = submission.socketErrors > 0 ? `, ${submission.socketErrors} socket errors` : "";
    lines.push(
      `  instructions submission  POST ${submission.path} (${submission.instructionsWords} words): status ${submission.status}, ` +
        `${Math.round(submission.rps).toLocaleString("en-US")} req/s, p99 ${submission.p99Ms.toFixed(2)} ms, ` +
        `${submission.non2xx} non-2xx${submission.non2xx > 0 ? " (EXPECTED 0)" : ""}${socketErrors}`,
    );
  }
  if ("error" in llmStreaming) {
    lines.push(`  LLM chat streaming: not measured: ${llmStreaming.error}`);
  } else {
    const s = llmStreaming;
    lines.push(
      `  LLM chat first token     ${s.ttftMedianMs} ms median, ${s.ttftP95Ms} ms p95 (${s.samples} replies); ` +
        `mock directly ${s.directTtftMedianMs} ms median (delay ${s.mockDelayMs} ms): overhead ${s.overheadMedianMs} ms`,
    );
  }
  if ("error" in guidedReply) {
    lines.push(`  guided chat reply: not measured: ${guidedReply.error}`);
  } else {
    const g = guidedReply;
    lines.push(
      `  guided chat reply        ${g.totalMedianMs} ms median, ${g.totalP95Ms} ms p95 to the end ` +
        `(first delta ${g.firstDeltaMedianMs} ms median; ${g.samples} replies)`,
    );
  }
  return lines;
}

/** Whether a figure of the section is missing, or the load measured error answers instead of 202s. */
export function agentsFailed(report: AgentsReport | Failure): boolean {
  if ("error" in report) return true;
  const { submission, llmStreaming, guidedReply } = report;
  return "error" in submission || submission.non2xx > 0 || "error" in llmStreaming || "error" in guidedReply;
}

async function settle<T>(measure: () => Promise<T>): Promise<T | Failure> {
  try {
    return await measure();
  } catch (error) {
    return failure(error);
  }
}

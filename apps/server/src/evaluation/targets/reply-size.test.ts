import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TargetConfig } from "@aesop/shared/contracts/eval";
import { OVERSIZED_CHUNK_BYTES, startOversizedTarget, type OversizedShape } from "../../testing/oversized-target";
import { bytesInWords, ReplyTooLargeError } from "./reply-size";
import { createTargetAdapter, type CallableTarget } from "./target-adapters";

const MiB = 1024 * 1024;
/**
 * What a reader that stops at the cap may have been served: the chunk it stopped on, and those
 * the target wrote while it stopped (oversized-target.ts). Without the cap: the whole 8 MiB.
 */
const servedAtMost = (cap: number) => cap + 4 * OVERSIZED_CHUNK_BYTES;
/** What the reader itself read: the cap, and the one chunk (one socket read, 64 KiB at most) that went past it. */
const readAtMost = (cap: number) => cap + 64 * 1024;

describe("the reply size cap", () => {
  let oversized: Awaited<ReturnType<typeof startOversizedTarget>>;

  const target = (config: TargetConfig, maxReplyBytes = MiB): CallableTarget => ({
    id: `reply-size-${Math.random()}`,
    config,
    secrets: { apiKey: "sk-test", headers: {} },
    limits: { concurrency: 1, timeoutSeconds: 20, retries: 2, requestsPerMinute: null },
    systemPrompt: null,
    instructions: null,
    networks: "public-and-private",
    maxReplyBytes,
  });
  const httpTarget = (shape: OversizedShape): TargetConfig => ({
    kind: "http",
    url: oversized.url(shape, "/chat"),
    method: "POST",
    headers: [],
    bodyTemplate: '{"q": {{message}}}',
    replyPath: "output",
  });
  const modelTarget = (shape: OversizedShape): TargetConfig => ({
    kind: "openai-compatible",
    baseUrl: oversized.url(shape, "/v1"),
    model: "m",
    apiKey: null,
  });

  /** The adapter's error for one turn, and what the oversized target served before the reader hung up. */
  async function oneTurn(callable: CallableTarget, onDelta?: (piece: string) => void) {
    const error = await createTargetAdapter(callable)
      .sendTurn({ history: [], message: "Hello", sessionId: "s", onDelta })
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    const answer = await oversized.lastAnswer();
    return { error, answer };
  }

  beforeAll(async () => {
    oversized = await startOversizedTarget({ totalBytes: 8 * MiB });
  });
  afterAll(() => oversized.stop());

  it("words the cap in human units", () => {
    expect(bytesInWords(MiB)).toBe("1 MiB");
    expect(bytesInWords(1.5 * MiB)).toBe("1.5 MiB");
    expect(bytesInWords(64 * 1024)).toBe("64 KiB");
    expect(bytesInWords(2 * 1024 ** 3)).toBe("2 GiB");
    expect(bytesInWords(900)).toBe("900 bytes");
  });

  for (const shape of ["content-length", "chunked"] as const) {
    it(`stops reading an HTTP target's 8 MiB answer (${shape}) at 1 MiB, with the reason, not retried`, async () => {
      const calls = oversized.answers.length;
      const { error, answer } = await oneTurn(target(httpTarget(shape)));
      expect(error).toBeInstanceOf(ReplyTooLargeError);
      expect((error as Error).message).toBe("The target's answer is larger than 1 MiB");
      expect((error as ReplyTooLargeError).bytesRead).toBeLessThanOrEqual(readAtMost(MiB));
      expect(answer.complete).toBe(false);
      expect(answer.served).toBeGreaterThan(MiB);
      expect(answer.served).toBeLessThanOrEqual(servedAtMost(MiB));
      // Retrying would fetch the same answer again: one call although retries is 2.
      expect(oversized.answers.length).toBe(calls + 1);
    });

    it(`stops reading an OpenAI-compatible 8 MiB completion (${shape}) at the cap`, async () => {
      const { error, answer } = await oneTurn(target(modelTarget(shape)));
      expect((error as Error).message).toBe("The target's answer is larger than 1 MiB");
      expect((error as ReplyTooLargeError).bytesRead).toBeLessThanOrEqual(readAtMost(MiB));
      expect(answer.path).toBe(`/${shape}/v1/chat/completions`);
      expect(answer.served).toBeLessThanOrEqual(servedAtMost(MiB));
    });
  }

  it("stops an OpenAI-compatible stream that never ends, after less than the cap was passed on", async () => {
    let streamed = 0;
    const { error, answer } = await oneTurn(target(modelTarget("endless-sse")), (piece) => (streamed += piece.length));
    expect((error as Error).message).toBe("The target's answer is larger than 1 MiB");
    expect((error as ReplyTooLargeError).bytesRead).toBeLessThanOrEqual(readAtMost(MiB));
    expect(streamed).toBeGreaterThan(0);
    expect(streamed).toBeLessThan(MiB);
    expect(answer.served).toBeLessThanOrEqual(servedAtMost(MiB));
  });

  it("caps a whole JSON answer to a streamed request, and an Anthropic model's answer", async () => {
    const whole = await oneTurn(target(modelTarget("chunked")), () => undefined);
    expect((whole.error as Error).message).toBe("The target's answer is larger than 1 MiB");
    expect(whole.answer.served).toBeLessThanOrEqual(servedAtMost(MiB));

    const anthropic = await oneTurn(
      target({
        kind: "instructions-on-model",
        provider: "anthropic",
        baseUrl: oversized.url("content-length", "/v1"),
        model: "claude",
        apiKey: null,
        instructions: { source: "latest" },
      }),
    );
    expect((anthropic.error as Error).message).toBe("The target's answer is larger than 1 MiB");
    expect(anthropic.answer.path).toBe("/content-length/v1/messages");
    expect(anthropic.answer.served).toBeLessThanOrEqual(servedAtMost(MiB));
  });

  it("follows the configured cap, in its message too", async () => {
    const cap = 256 * 1024;
    const { error, answer } = await oneTurn(target(httpTarget("chunked"), cap));
    expect((error as Error).message).toBe("The target's answer is larger than 256 KiB");
    expect((error as ReplyTooLargeError).bytesRead).toBeLessThanOrEqual(readAtMost(cap));
    expect(answer.served).toBeLessThanOrEqual(servedAtMost(cap));
  });
});

import { createOpenAI } from "@ai-sdk/openai";
import { experimental_transcribe as transcribe } from "ai";
import type { Env } from "../../../env";

/** Voice input: speech to text through an OpenAI-style /audio/transcriptions endpoint. */
export interface Transcriber {
  model: string;
  transcribe(audio: Uint8Array, abortSignal?: AbortSignal): Promise<string>;
}

type TranscriptionEnv = Pick<
  Env,
  | "TRANSCRIPTION_MODEL"
  | "TRANSCRIPTION_BASE_URL"
  | "TRANSCRIPTION_API_KEY"
  | "LLM_PROVIDER"
  | "LLM_BASE_URL"
  | "LLM_API_KEY"
  | "LLM_TIMEOUT_MS"
  | "LLM_MAX_RETRIES"
>;

export function createTranscriber(env: TranscriptionEnv): Transcriber | null {
  if (!env.TRANSCRIPTION_MODEL) return null;
  const sameProvider = env.LLM_PROVIDER === "openai-compatible";
  const baseURL = env.TRANSCRIPTION_BASE_URL ?? (sameProvider ? env.LLM_BASE_URL : undefined);
  if (!baseURL) return null;
  const provider = createOpenAI({
    baseURL,
    // The SDK insists on a key; local servers (whisper.cpp, vLLM) accept any.
    apiKey: env.TRANSCRIPTION_API_KEY ?? (sameProvider ? env.LLM_API_KEY : undefined) ?? "not-needed",
  });
  const model = provider.transcription(env.TRANSCRIPTION_MODEL);
  return {
    model: env.TRANSCRIPTION_MODEL,
    async transcribe(audio, abortSignal) {
      const timeout = AbortSignal.timeout(env.LLM_TIMEOUT_MS);
      const result = await transcribe({
        model,
        audio,
        maxRetries: env.LLM_MAX_RETRIES,
        abortSignal: abortSignal ? AbortSignal.any([abortSignal, timeout]) : timeout,
      });
      return result.text.trim();
    },
  };
}

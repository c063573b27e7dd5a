import type { Exchange } from "./exchange";
import { pause } from "./pause";
import { isErrorReply } from "./reply";
import { isMultipartSummary } from "./request-body";
import { sendErrorReply, sendJson, sendOpenAiError } from "./responses";
import type { MockLlmState } from "./state";

export const DEFAULT_TRANSCRIPTION = "Mock transcription.";

/** `POST /v1/audio/transcriptions` (Whisper): multipart with `file` and `model`; answers `{ text }`. */
export async function handleTranscription(exchange: Exchange, state: MockLlmState, body: unknown): Promise<void> {
  const { res, signal } = exchange;
  if (!isMultipartSummary(body)) {
    sendOpenAiError(res, 400, { message: "Expected a multipart/form-data body with `file` and `model`." });
    return;
  }
  if (!body.files.some((file) => file.field === "file")) {
    sendOpenAiError(res, 400, { message: "Missing required parameter: 'file'.", code: "missing_required_parameter" });
    return;
  }
  if (!body.fields.model) {
    sendOpenAiError(res, 400, { message: "Missing required parameter: 'model'.", code: "missing_required_parameter" });
    return;
  }

  const queued = state.transcriptionReplies.take();
  const reply = typeof queued === "string" ? { text: queued } : (queued ?? {});
  if (!(await pause(reply.delayMs ?? 0, signal))) return;
  if (isErrorReply(reply)) {
    sendErrorReply(res, reply);
    return;
  }
  sendJson(res, 200, { text: reply.text ?? DEFAULT_TRANSCRIPTION });
}

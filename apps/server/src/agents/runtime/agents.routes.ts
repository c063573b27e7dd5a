import { createRoute, z } from "@hono/zod-openapi";
import { agentModesSchema, transcriptionSchema } from "@aesop/shared/contracts/agents";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { AppError } from "../../lib/errors";
import { errorResponses, jsonContent } from "../../lib/openapi";
import { requireNda } from "../../middleware/require-nda";
import { requireUser } from "../../middleware/require-user";

const modes = createRoute({
  method: "get",
  path: "/agents/modes",
  tags: ["agents"],
  summary: "Which mode each agent runs in (guided, LLM, webhook) and whether voice input is available",
  responses: { 200: jsonContent(agentModesSchema, "Modes"), ...errorResponses(401, 403) },
});

/** Documented only: the handler reads the multipart body itself (its errors name the field). */
const transcription = createRoute({
  method: "post",
  path: "/transcriptions",
  tags: ["agents"],
  summary: "Voice input: a recording (multipart field `audio`) as text; 404 when voice input is off",
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({ audio: z.instanceof(File).openapi({ type: "string", format: "binary" }) }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(transcriptionSchema, "The text"),
    ...errorResponses(400, 401, 403, 404, 413, 502),
  },
});

const AUDIO_TYPES = /^(audio|video)\/(webm|ogg|mp4|mpeg|mp3|wav|x-wav|m4a|x-m4a)\b/;
export const AUDIO_MAX_BYTES = 8 * 1024 * 1024 - 64 * 1024;

/** Mounted at /api: the runtime's configuration and voice input, for signed-in users with the NDA. */
export function agentRoutes(ctx: ServerContext) {
  const router = createRouter();
  router.use("/agents/*", requireUser, requireNda(ctx));
  router.use("/transcriptions", requireUser, requireNda(ctx));
  router.openapi(modes, (c) => c.json(ctx.agents.describe(), 200));
  router.openAPIRegistry.registerPath(transcription);

  router.post("/transcriptions", async (c) => {
    const transcriber = ctx.agents.transcriber;
    if (!transcriber) throw new AppError(404, "TRANSCRIPTION_OFF", "Voice input is not configured on this server.");
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new AppError(400, "INVALID_INPUT", "Send the recording as multipart form data in the field 'audio'.");
    }
    const audio = form.get("audio");
    if (!(audio instanceof File) || audio.size === 0) {
      throw new AppError(400, "INVALID_INPUT", "Send the recording as multipart form data in the field 'audio'.");
    }
    if (audio.size > AUDIO_MAX_BYTES) throw new AppError(413, "PAYLOAD_TOO_LARGE", "The recording is too long.");
    if (audio.type && !AUDIO_TYPES.test(audio.type)) {
      throw new AppError(400, "UNSUPPORTED_AUDIO", "This kind of recording is not supported.");
    }
    try {
      const text = await transcriber.transcribe(new Uint8Array(await audio.arrayBuffer()), c.req.raw.signal);
      return c.json(transcriptionSchema.parse({ text }), 200);
    } catch (error) {
      ctx.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "transcription failed");
      throw new AppError(502, "TRANSCRIPTION_FAILED", "Transcription failed. Please try again or type your message.");
    }
  });
  return router;
}

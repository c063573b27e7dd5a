import { useMutation } from "@tanstack/react-query";
import { api, apiData, multipartBody } from "@/lib/api-client";

/** The file name tells the server the recording's format. */
function recordingFileName(type: string): string {
  if (type.includes("ogg")) return "voice.ogg";
  if (type.includes("mp4") || type.includes("aac")) return "voice.m4a";
  return "voice.webm";
}

/** POST /api/transcriptions (multipart `audio`): a voice recording as text. */
export function createTranscription(audio: Blob): Promise<{ text: string }> {
  const recording = new File([audio], recordingFileName(audio.type), { type: audio.type });
  return apiData(api.POST("/api/transcriptions", { body: { audio: recording }, bodySerializer: multipartBody }));
}

export function useCreateTranscription() {
  return useMutation({ mutationFn: createTranscription });
}

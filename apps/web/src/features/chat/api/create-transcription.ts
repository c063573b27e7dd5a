import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** The file name tells the server the recording's format. */
function recordingFileName(type: string): string {
  if (type.includes("ogg")) return "voice.ogg";
  if (type.includes("mp4") || type.includes("aac")) return "voice.m4a";
  return "voice.webm";
}

/** POST /api/transcriptions (multipart `audio`): a voice recording as text. */
export function createTranscription(audio: Blob): Promise<{ text: string }> {
  const form = new FormData();
  form.append("audio", audio, recordingFileName(audio.type));
  return apiRequest<{ text: string }>("/transcriptions", { method: "POST", body: form });
}

export function useCreateTranscription() {
  return useMutation({ mutationFn: createTranscription });
}

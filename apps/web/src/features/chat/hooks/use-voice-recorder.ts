import { useCallback, useEffect, useRef, useState } from "react";

/** Formats the server transcribes, in order of preference (Chromium and Firefox record these). */
const RECORDING_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/ogg"];

export type VoiceRecorderFailure = "denied" | "unavailable" | "unsupported";

export interface UseVoiceRecorderOptions {
  /** Recording stops by itself at this length. */
  maxSeconds: number;
  onRecorded: (audio: Blob) => void;
  onFailure: (failure: VoiceRecorderFailure) => void;
}

function isPermissionError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "SecurityError");
}

/** Records the microphone with MediaRecorder, up to maxSeconds, and hands over the audio. */
export function useVoiceRecorder({ maxSeconds, onRecorded, onFailure }: UseVoiceRecorderOptions) {
  const [state, setState] = useState<"idle" | "starting" | "recording">("idle");
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // Set on unmount: a recording in progress is dropped, not transcribed.
  const discarded = useRef(false);

  const stop = useCallback(() => {
    if (recorder.current?.state === "recording") recorder.current.stop();
  }, []);

  const start = async () => {
    if (state !== "idle") return;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
      onFailure("unsupported");
      return;
    }
    setState("starting");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setState("idle");
      onFailure(isPermissionError(error) ? "denied" : "unavailable");
      return;
    }
    if (discarded.current) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }

    const mimeType = RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    media.addEventListener("dataavailable", (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    media.addEventListener("stop", () => {
      stream.getTracks().forEach((track) => track.stop());
      window.clearInterval(timer.current);
      recorder.current = null;
      if (discarded.current) return;
      setState("idle");
      setElapsedSeconds(0);
      const audio = new Blob(chunks, { type: media.mimeType || mimeType || "audio/webm" });
      if (audio.size > 0) onRecorded(audio);
    });

    recorder.current = media;
    media.start();
    const startedAt = Date.now();
    setElapsedSeconds(0);
    setState("recording");
    timer.current = window.setInterval(() => {
      const seconds = (Date.now() - startedAt) / 1000;
      setElapsedSeconds(Math.min(maxSeconds, Math.floor(seconds)));
      if (seconds >= maxSeconds) stop();
    }, 250);
  };

  useEffect(() => {
    discarded.current = false;
    return () => {
      discarded.current = true;
      window.clearInterval(timer.current);
      if (recorder.current?.state === "recording") recorder.current.stop();
    };
  }, []);

  return { state, elapsedSeconds, start, stop };
}

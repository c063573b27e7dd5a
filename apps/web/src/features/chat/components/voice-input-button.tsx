import { MicIcon, SquareIcon } from "lucide-react";
import { notice } from "@/lib/notice";
import { VOICE_RECORDING_MAX_SECONDS } from "@aesop/shared/constants";
import { Button } from "@/components/ui/button";
import { errorDescription } from "@/lib/error-description";
import { useCreateTranscription } from "../api/create-transcription";
import { useVoiceRecorder, type VoiceRecorderFailure } from "../hooks/use-voice-recorder";
import { formatElapsed } from "../utils/chat-input";
import { PendingIcon } from "@/components/ui/pending-icon";

const failureToasts: Record<VoiceRecorderFailure, [title: string, description: string]> = {
  denied: ["Microphone access was denied", "Allow the microphone for this site in your browser to speak your message."],
  unavailable: ["No microphone available", "Connect a microphone, or type your message instead."],
  unsupported: ["Voice input is not supported", "This browser cannot record audio; please type your message."],
};

export interface VoiceInputButtonProps {
  /** The recording as text, for the user to review before sending. */
  onTranscript: (text: string) => void;
  disabled?: boolean;
}

/**
 * Voice input (spec section 9: up to 120 seconds): record, stop (or reach the limit), and the
 * transcription lands in the input; nothing is sent without the user.
 */
export function VoiceInputButton({ onTranscript, disabled = false }: VoiceInputButtonProps) {
  const transcription = useCreateTranscription();
  const recorder = useVoiceRecorder({
    maxSeconds: VOICE_RECORDING_MAX_SECONDS,
    onFailure: (failure) => {
      const [title, description] = failureToasts[failure];
      notice.error(title, { description });
    },
    onRecorded: (audio) =>
      transcription.mutate(audio, {
        onSuccess: ({ text }) => {
          if (text.trim()) onTranscript(text);
          else notice.error("Transcription failed", { description: "No speech was recognised in the recording." });
        },
        onError: (error) => notice.error("Transcription failed", { description: errorDescription(error) }),
      }),
  });

  if (recorder.state === "recording") {
    return (
      <div data-slot="voice-recording" className="flex items-center gap-2">
        <span className="flex items-center gap-1.5 font-mono text-xs tabular-nums">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-destructive" />
          <span className="sr-only">Recording, </span>
          {formatElapsed(recorder.elapsedSeconds)}
          <span className="text-muted-foreground"> / {formatElapsed(VOICE_RECORDING_MAX_SECONDS)}</span>
        </span>
        <Button type="button" size="icon" variant="outline" onClick={recorder.stop} title="Stop recording">
          <SquareIcon className="fill-current text-destructive" aria-hidden="true" />
          <span className="sr-only">Stop recording</span>
        </Button>
      </div>
    );
  }

  const working = recorder.state === "starting" || transcription.isPending;
  return (
    <Button
      type="button"
      size="icon"
      variant="ghost"
      disabled={disabled || working}
      onClick={() => void recorder.start()}
      title={transcription.isPending ? "Transcribing…" : "Record a voice message"}
      data-slot="voice-input"
    >
      <PendingIcon pending={working} icon={MicIcon} />
      <span className="sr-only">{transcription.isPending ? "Transcribing…" : "Record a voice message"}</span>
    </Button>
  );
}

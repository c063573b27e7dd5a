import { SendIcon, SquareIcon } from "lucide-react";
import { useId, useLayoutEffect, useRef, type Dispatch, type SetStateAction } from "react";
import { CHAT_INPUT_MAX_CHARS } from "@aesop/shared/constants";
import { CHAT_LIMIT_MESSAGE } from "@aesop/shared/contracts/agents";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { appendTranscript, canSend, isOverLimit, isSendKey } from "../utils/chat-input";
import { VoiceInputButton } from "./voice-input-button";

/** The input grows with its text up to this height (px), then scrolls. */
const MAX_INPUT_HEIGHT_PX = 160;

export interface ChatComposerProps {
  value: string;
  onValueChange: Dispatch<SetStateAction<string>>;
  onSend: (text: string) => void;
  onStop: () => void;
  /** A reply is on its way: typing goes on, sending waits, Stop is offered. */
  busy: boolean;
  disabled?: boolean;
  /** Offer the microphone (a transcription model is configured). */
  voiceInput?: boolean;
  /** Why the server refused the last message. */
  error?: string | null;
  placeholder?: string;
}

/** The message input: Enter sends, Shift+Enter adds a line; at most 2000 characters. */
export function ChatComposer({
  value,
  onValueChange,
  onSend,
  onStop,
  busy,
  disabled = false,
  voiceInput = false,
  error,
  placeholder = "Type your message…",
}: ChatComposerProps) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const over = isOverLimit(value);
  const sendable = canSend(value) && !busy && !disabled;
  const counterId = `${id}-count`;
  const limitId = `${id}-limit`;
  const errorId = `${id}-error`;

  const submit = () => {
    if (sendable) onSend(value);
  };

  // Grows with the text (field-sizing is not in every browser yet).
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight, MAX_INPUT_HEIGHT_PX)}px`;
  }, [value]);

  return (
    <form
      data-slot="chat-composer"
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <Textarea
        id={id}
        ref={input}
        value={value}
        rows={1}
        disabled={disabled}
        placeholder={placeholder}
        aria-invalid={over || undefined}
        aria-describedby={cn(counterId, over && limitId, error && errorId)}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={(event) => {
          if (!isSendKey(event)) return;
          event.preventDefault();
          submit();
        }}
        className="max-h-40 min-h-10 resize-none overflow-y-auto field-sizing-fixed"
      />
      <div className="flex min-w-0 items-center gap-2">
        <div className="grid min-w-0 flex-1 gap-0.5 text-xs">
          {over && (
            <p id={limitId} role="alert" className="font-medium text-destructive">
              {CHAT_LIMIT_MESSAGE}
            </p>
          )}
          {error && !over && (
            <p id={errorId} role="alert" className="text-destructive [overflow-wrap:anywhere]">
              {error}
            </p>
          )}
          <p id={counterId} className={over ? "text-destructive" : "text-muted-foreground"}>
            {value.length.toLocaleString("en-US")} / {CHAT_INPUT_MAX_CHARS.toLocaleString("en-US")}
            <span className="sr-only"> characters</span>
          </p>
        </div>
        {voiceInput && (
          <VoiceInputButton
            disabled={disabled}
            onTranscript={(text) => onValueChange((current) => appendTranscript(current, text))}
          />
        )}
        {busy ? (
          <Button type="button" variant="outline" onClick={onStop}>
            <SquareIcon className="fill-current" aria-hidden="true" />
            Stop
          </Button>
        ) : (
          <Button type="submit" disabled={!sendable}>
            <SendIcon aria-hidden="true" />
            Send
          </Button>
        )}
      </div>
    </form>
  );
}

import { Markdown } from "@/components/ui/markdown";
import { cn } from "@/lib/cn";
import { messageText, type ChatMessage } from "../utils/chat-messages";

/**
 * One message: the user's on the right as typed, the agent's on the left as Markdown (no raw
 * HTML). A failed reply keeps what was written and is marked.
 */
export function ChatMessageBubble({ message, agentName }: { message: ChatMessage; agentName: string }) {
  const text = messageText(message);
  const fromUser = message.role === "user";
  const failed = message.metadata?.status === "failed";
  if (!fromUser && !text) return null;

  return (
    <li
      data-slot="chat-message"
      data-role={message.role}
      className={cn("flex min-w-0", fromUser ? "justify-end" : "justify-start")}
    >
      <div
        className={cn(
          "max-w-[85%] min-w-0 rounded-2xl px-4 py-2.5 text-sm sm:max-w-[75%]",
          fromUser ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
          failed && "border border-destructive/50",
        )}
      >
        <span className="sr-only">{fromUser ? "You:" : `${agentName}:`}</span>
        {fromUser ? (
          <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{text}</p>
        ) : (
          <Markdown markdown={text} />
        )}
      </div>
    </li>
  );
}

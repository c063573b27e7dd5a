/** Three bouncing dots on the agent's side while its reply is on the way. */
export function TypingIndicator() {
  return (
    <div
      role="status"
      aria-label="Agent is typing"
      data-slot="typing-indicator"
      className="flex w-fit items-center gap-1 rounded-2xl rounded-bl-sm bg-muted px-4 py-3"
    >
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-2 animate-bounce rounded-full bg-muted-foreground/70 motion-reduce:animate-pulse"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}

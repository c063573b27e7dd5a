import { CheckIcon, HistoryIcon } from "lucide-react";
import type { AgentSession } from "@aesop/shared/contracts/agents";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { formatDateTime } from "@/lib/format-date";

export interface PastSessionsMenuProps {
  /** Newest first. */
  sessions: readonly AgentSession[];
  currentId: string | null;
  onOpen: (sessionId: string) => void;
}

/** The project's earlier sessions with this agent: a completed one opens read-only, an active one resumes. */
export function PastSessionsMenu({ sessions, currentId, onOpen }: PastSessionsMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" size="sm" variant="outline" title="Past sessions">
          <HistoryIcon aria-hidden="true" />
          <span className="max-sm:sr-only">Past sessions</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-80 w-72 max-w-[calc(100vw-2rem)] overflow-y-auto">
        <DropdownMenuLabel>Past sessions</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {sessions.map((session) => {
          const current = session.id === currentId;
          return (
            <DropdownMenuItem
              key={session.id}
              onSelect={() => onOpen(session.id)}
              aria-current={current || undefined}
              data-session-id={session.id}
            >
              <div className="min-w-0 flex-1">
                <p className="truncate">{session.title || "Untitled session"}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {session.status === "active" ? "In progress" : "Completed"} ·{" "}
                  {formatDateTime(session.updatedAt) ?? session.updatedAt}
                </p>
              </div>
              {current && <CheckIcon aria-label="Open now" />}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

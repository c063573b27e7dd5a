import { agentEntry, type RuntimeAgent } from "@aesop/shared/agents";
import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { AgentModeBadge } from "./agent-mode-badge";

const WIDTHS = { narrow: "max-w-3xl", medium: "max-w-5xl", wide: "max-w-6xl" } as const;

export interface AgentPageHeader {
  projectName: string;
  /** Below the project line: context the agent starts from, a debug line in development. */
  extra?: ReactNode;
  className?: string;
}

export interface AgentPageShellProps {
  agent: RuntimeAgent;
  width?: keyof typeof WIDTHS;
  back?: { to: string; label: string };
  /** Shown instead of the page when the visitor cannot use the agent yet (signed out, no project). */
  notice?: ReactNode;
  /** The agent's name (h1), its mode and the project; omitted when the page's own form heads it. */
  header?: AgentPageHeader;
  children?: ReactNode;
}

/**
 * The frame of every agent page: the document title, the way back, the guard notice or the
 * header (name, mode badge, project) and the agent's own content. Name and title come from the
 * agent catalogue, so a new agent's page is its content only.
 */
export function AgentPageShell({ agent, width = "medium", back, notice, header, children }: AgentPageShellProps) {
  const { name } = agentEntry(agent);
  return (
    <div
      data-slot="agent-page"
      data-agent={agent}
      className={cn("mx-auto grid w-full min-w-0 grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8", WIDTHS[width])}
    >
      <title>{`${name} · AESOP`}</title>
      {back && (
        <div>
          <Button asChild variant="ghost" size="sm" className="-ml-2">
            <Link to={back.to}>
              <ArrowLeftIcon aria-hidden="true" />
              {back.label}
            </Link>
          </Button>
        </div>
      )}
      {notice ? (
        <>
          <h1 className="text-center text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
          {notice}
        </>
      ) : (
        <>
          {header && (
            <header className={cn("grid min-w-0 gap-1.5", header.className)}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
                <AgentModeBadge agent={agent} />
              </div>
              <p className="min-w-0 truncate text-sm text-muted-foreground">
                Project: <span className="font-medium text-foreground">{header.projectName}</span>
              </p>
              {header.extra}
            </header>
          )}
          {children}
        </>
      )}
    </div>
  );
}

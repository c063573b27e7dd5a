import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { EvalRunStatus } from "@aesop/shared/contracts/eval";
import { Button } from "@/components/ui/button";
import { errorDescription } from "@/lib/error-description";
import { RunStatusBadge } from "./run-status-badge";

/**
 * The frame a run's page and a matrix's page share: the document title, the way back, and what
 * shows while the data loads or when it could not be read; `children` once it is there.
 */
export function EvalPageFrame({
  title,
  backTo,
  noun,
  pending,
  loaded,
  error,
  children,
}: {
  title: string;
  backTo: string;
  /** What the page shows, as its messages name it: "run", "matrix". */
  noun: string;
  pending: boolean;
  loaded: boolean;
  error: unknown;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>{`${title} · AESOP`}</title>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={backTo}>
            <ArrowLeftIcon aria-hidden="true" /> Back to the Eval Agent
          </Link>
        </Button>
      </div>
      {pending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the {noun}...
        </p>
      ) : !loaded ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p role="alert" className="text-sm text-destructive">
            The {noun} could not be loaded. {errorDescription(error)}
          </p>
        </>
      ) : (
        children
      )}
    </div>
  );
}

/** The page's heading with its status beside it; `children` are the lines under it. */
export function EvalPageHeader({
  title,
  status,
  children,
}: {
  title: string;
  status: EvalRunStatus;
  children: ReactNode;
}) {
  return (
    <header className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
        <RunStatusBadge status={status} />
      </div>
      {children}
    </header>
  );
}

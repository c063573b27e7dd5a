import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/** A card for one section of an admin page: an h2 title, an optional description and actions. */
export function SectionCard({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn("min-w-0", className)}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <h2 className="text-lg leading-snug font-semibold">{title}</h2>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
      </CardHeader>
      <CardContent className="min-w-0">{children}</CardContent>
    </Card>
  );
}

/** The message of a query that failed, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm"
    >
      <span className="text-destructive">{message}</span>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-sm font-medium underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        Try again
      </button>
    </div>
  );
}

/** What an empty list says. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">{children}</p>
  );
}

interface ListQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The states every admin list goes through: skeleton rows while loading, the error with a retry,
 * the empty message, then the list itself.
 */
export function QueryStates<T>({
  query,
  loadingLabel,
  skeletonClassName = "h-9",
  skeletonRows = 2,
  errorMessage,
  isEmpty,
  emptyText,
  children,
}: {
  query: ListQuery<T>;
  loadingLabel: string;
  skeletonClassName?: string;
  skeletonRows?: number;
  errorMessage: string;
  isEmpty: (data: T) => boolean;
  emptyText: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="space-y-2" aria-busy="true" aria-label={loadingLabel}>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Skeleton key={index} className={cn(skeletonClassName, "w-full")} />
        ))}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return <LoadError message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  return isEmpty(query.data) ? <EmptyState>{emptyText}</EmptyState> : children(query.data);
}

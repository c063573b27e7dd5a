import { TriangleAlertIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { useNdaStatus } from "../api/get-nda-status";
import { formatDate } from "@/lib/format-date";
import { PublishNdaForm } from "./publish-nda-form";
import { LoadError, SectionCard } from "./section-card";

/** The current NDA version and the form that publishes the next one. */
export function NdaCard() {
  const { data, isPending, isError, refetch } = useNdaStatus();
  const latest = data?.latest;

  return (
    <SectionCard
      title="Non-Disclosure Agreement"
      description="Every user must accept the latest version before using the platform."
    >
      {isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading the NDA">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-1/3" />
        </div>
      ) : isError || !latest ? (
        <LoadError message="Failed to load the NDA" onRetry={() => void refetch()} />
      ) : (
        <div className="space-y-6">
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div className="grid gap-1">
              <dt className="text-muted-foreground">Current version</dt>
              <dd className="font-medium" data-testid="nda-version">
                Version {latest.version}
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground">Effective date</dt>
              <dd className="font-medium">{formatDate(latest.effectiveDate) ?? latest.effectiveDate}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground">Source</dt>
              <dd className="font-medium">{latest.isTemplate ? "Template" : "Published by an admin"}</dd>
            </div>
          </dl>

          {latest.isTemplate && (
            <p
              role="note"
              className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-800 dark:text-amber-200"
            >
              <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              This is the template NDA; have it reviewed before inviting users.
            </p>
          )}

          <details className="group rounded-md border">
            <summary className="cursor-pointer rounded-md px-4 py-2.5 text-sm font-medium outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
              Show the text of version {latest.version}
            </summary>
            <div
              role="region"
              aria-label={`Text of NDA version ${latest.version}`}
              tabIndex={0}
              className="max-h-80 overflow-y-auto border-t px-4 py-3 text-sm whitespace-pre-wrap text-foreground/90 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              {latest.text}
            </div>
          </details>

          <PublishNdaForm nextVersion={latest.version + 1} currentText={latest.text} />
        </div>
      )}
    </SectionCard>
  );
}

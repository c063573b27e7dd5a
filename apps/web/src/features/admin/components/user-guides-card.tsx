import { ExternalLinkIcon, Loader2Icon } from "lucide-react";
import type { AdminUserGuide } from "@aesop/shared/contracts/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useActivateUserGuide } from "../api/activate-user-guide";
import { useUserGuides } from "../api/get-user-guides";
import { formatDate } from "@/lib/format-date";
import { AddUserGuideForm } from "./add-user-guide-form";
import { EmptyState, LoadError, SectionCard } from "./section-card";

/** The published user guides (one is active: the one /user-guide offers) and the add form. */
export function UserGuidesCard() {
  const { data, isPending, isError, refetch } = useUserGuides();

  return (
    <SectionCard title="User Guides" description="The active guide is the one offered on the public User Guide page.">
      <div className="space-y-6">
        {isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading user guides">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : isError ? (
          <LoadError message="Failed to load user guides" onRetry={() => void refetch()} />
        ) : data.guides.length === 0 ? (
          <EmptyState>No user guides yet</EmptyState>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="User guides">
            {data.guides.map((guide) => (
              <UserGuideRow key={guide.id} guide={guide} />
            ))}
          </ul>
        )}
        <AddUserGuideForm />
      </div>
    </SectionCard>
  );
}

function UserGuideRow({ guide }: { guide: AdminUserGuide }) {
  const activate = useActivateUserGuide();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 flex-1 basis-56">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{guide.title}</span>
          <span className="text-sm text-muted-foreground">Version {guide.version}</span>
          {guide.isActive ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}
        </div>
        {guide.description && <p className="mt-1 text-sm break-words text-muted-foreground">{guide.description}</p>}
        <p className="mt-1 text-xs text-muted-foreground">Added {formatDate(guide.createdAt) ?? "—"}</p>
      </div>
      <div className="flex items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={guide.fileUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon aria-hidden="true" />
            Open
            <span className="sr-only">
              {" "}
              {guide.title} version {guide.version} (opens in a new tab)
            </span>
          </a>
        </Button>
        {!guide.isActive && (
          <Button size="sm" onClick={() => activate.mutate(guide)} disabled={activate.isPending}>
            {activate.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Make active
            <span className="sr-only">
              : {guide.title} version {guide.version}
            </span>
          </Button>
        )}
      </div>
    </li>
  );
}

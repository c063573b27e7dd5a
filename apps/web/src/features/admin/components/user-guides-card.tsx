import { ExternalLinkIcon, Loader2Icon } from "lucide-react";
import type { AdminUserGuide } from "@aesop/shared/contracts/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useActivateUserGuide } from "../api/activate-user-guide";
import { useUserGuides } from "../api/get-user-guides";
import { formatDate } from "@/lib/format-date";
import { AddUserGuideForm } from "./add-user-guide-form";
import { QueryStates, SectionCard } from "./section-card";

/** The published user guides (one is active: the one /user-guide offers) and the add form. */
export function UserGuidesCard() {
  const guides = useUserGuides();

  return (
    <SectionCard title="User Guides" description="The active guide is the one offered on the public User Guide page.">
      <div className="space-y-6">
        <QueryStates
          query={guides}
          loadingLabel="Loading user guides"
          skeletonClassName="h-14"
          errorMessage="Failed to load user guides"
          isEmpty={(data) => data.guides.length === 0}
          emptyText="No user guides yet"
        >
          {(data) => (
            <ul className="divide-y rounded-md border" aria-label="User guides">
              {data.guides.map((guide) => (
                <UserGuideRow key={guide.id} guide={guide} />
              ))}
            </ul>
          )}
        </QueryStates>
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

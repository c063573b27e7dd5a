import { RefreshCwIcon } from "lucide-react";
import { useEffect } from "react";
import { toast } from "sonner";
import {
  registrationStatusLabel,
  registrationStatusTone,
  type Registration,
} from "@aesop/shared/contracts/registrations";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useRegistrations } from "../api/get-registrations";
import { formatDate } from "@/lib/format-date";
import { RegistrationActions } from "./registration-actions";
import { EmptyState, LoadError, SectionCard } from "./section-card";

/** The 'Beta Registrations' table: every application, newest first, with the invitation actions. */
export function RegistrationsCard() {
  const { data, isPending, isError, isFetching, refetch } = useRegistrations();

  useEffect(() => {
    if (isError) toast.error("Failed to load registrations", { id: "registrations-load-error" });
  }, [isError]);

  const reload = () => void refetch();

  return (
    <SectionCard
      title="Beta Registrations"
      description="Approve an application to e-mail the applicant a single-use invitation link (valid for 7 days)."
      actions={
        <Button variant="outline" size="sm" onClick={reload} disabled={isFetching} aria-label="Reload registrations">
          <RefreshCwIcon className={isFetching ? "animate-spin" : undefined} aria-hidden="true" />
          Reload
        </Button>
      }
    >
      {isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading registrations">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : isError ? (
        <LoadError message="Failed to load registrations" onRetry={reload} />
      ) : data.registrations.length === 0 ? (
        <EmptyState>No registrations yet</EmptyState>
      ) : (
        <RegistrationsTable registrations={data.registrations} />
      )}
    </SectionCard>
  );
}

export function RegistrationsTable({ registrations }: { registrations: Registration[] }) {
  return (
    <Table aria-label="Beta Registrations">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Organization</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Registered</TableHead>
          <TableHead>Invited</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {registrations.map((registration) => (
          <TableRow key={registration.id} data-registration-id={registration.id}>
            <TableCell className="font-medium">{registration.fullName}</TableCell>
            <TableCell>{registration.email}</TableCell>
            <TableCell className={registration.organization ? undefined : "text-muted-foreground"}>
              {registration.organization ?? "—"}
            </TableCell>
            <TableCell>
              <Badge tone={registrationStatusTone(registration.status)}>
                {registrationStatusLabel(registration.status)}
              </Badge>
            </TableCell>
            <TableCell>{formatDate(registration.createdAt) ?? "—"}</TableCell>
            <TableCell>{formatDate(registration.invitedAt) ?? "—"}</TableCell>
            <TableCell>
              <RegistrationActions registration={registration} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import { RefreshCwIcon } from "lucide-react";
import { useEffect } from "react";
import { notice } from "@/lib/notice";
import {
  registrationStatusLabel,
  registrationStatusTone,
  type Registration,
} from "@aesop/shared/contracts/registrations";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useRegistrations } from "../api/get-registrations";
import { formatDate } from "@/lib/format-date";
import { RegistrationActions } from "./registration-actions";
import { QueryStates, SectionCard } from "./section-card";

/** The 'Beta Registrations' table: every application, newest first, with the invitation actions. */
export function RegistrationsCard() {
  const registrations = useRegistrations();
  const { isError, isFetching, refetch } = registrations;

  useEffect(() => {
    if (isError) notice.error("Failed to load registrations", { id: "registrations-load-error" });
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
      <QueryStates
        query={registrations}
        loadingLabel="Loading registrations"
        skeletonRows={3}
        errorMessage="Failed to load registrations"
        isEmpty={(data) => data.registrations.length === 0}
        emptyText="No registrations yet"
      >
        {(data) => <RegistrationsTable registrations={data.registrations} />}
      </QueryStates>
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

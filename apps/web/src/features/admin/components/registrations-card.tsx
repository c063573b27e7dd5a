import { RefreshCwIcon } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import {
  REGISTRATION_FILTERS,
  matchesRegistrationFilter,
  registrationStatusLabel,
  registrationStatusTone,
  toRegistrationFilter,
  type Registration,
  type RegistrationFilter,
} from "@aesop/shared/contracts/registrations";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { formatDate } from "@/lib/format-date";
import { notice } from "@/lib/notice";
import { useRegistrations } from "../api/get-registrations";
import { RegistrationActions } from "./registration-actions";
import { EmptyState, QueryStates, SectionCard } from "./section-card";

const FILTER_LABELS: Record<RegistrationFilter, string> = {
  all: "All",
  pending: "Pending",
  invited: "Invited",
  rejected: "Rejected",
};

/**
 * The 'Beta Registrations' list: every application, newest first, with its actions, filtered by
 * status (?status= in the URL, so a filtered view can be bookmarked or shared).
 */
export function RegistrationsCard() {
  const registrations = useRegistrations();
  const { isError, isFetching, refetch } = registrations;
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = toRegistrationFilter(searchParams.get("status"));

  useEffect(() => {
    if (isError) notice.error("Failed to load registrations", { id: "registrations-load-error" });
  }, [isError]);

  const reload = () => void refetch();
  const selectFilter = (value: string) => {
    // Radix sends "" when the pressed item is pressed again: keep the current filter.
    if (!value) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === "all") next.delete("status");
        else next.set("status", value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <SectionCard
      title="Beta Registrations"
      description="Approve an application to e-mail the applicant a single-use invitation link (valid for 7 days), or reject it with an optional message."
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
        {(data) => {
          const shown = data.registrations.filter((registration) =>
            matchesRegistrationFilter(registration.status, filter),
          );
          return (
            <div className="grid gap-4">
              <ToggleGroup
                type="single"
                value={filter}
                onValueChange={selectFilter}
                aria-label="Filter registrations by status"
                className="flex-wrap"
              >
                {REGISTRATION_FILTERS.map((value) => {
                  const count = data.registrations.filter((registration) =>
                    matchesRegistrationFilter(registration.status, value),
                  ).length;
                  return (
                    <ToggleGroupItem key={value} value={value} className="flex-none">
                      {FILTER_LABELS[value]}
                      <span className="text-xs tabular-nums opacity-80">({count})</span>
                    </ToggleGroupItem>
                  );
                })}
              </ToggleGroup>
              {shown.length === 0 ? (
                <EmptyState>No {FILTER_LABELS[filter].toLowerCase()} registrations</EmptyState>
              ) : (
                <RegistrationsList registrations={shown} />
              )}
            </div>
          );
        }}
      </QueryStates>
    </SectionCard>
  );
}

/**
 * A table where the card is wide enough for every column and action, a list of cards where it is
 * not (phones, tablets with the sidebar open): nothing is clipped and no action is off-screen.
 */
export function RegistrationsList({ registrations }: { registrations: Registration[] }) {
  return (
    <div className="@container">
      <div className="hidden @3xl:block">
        <RegistrationsTable registrations={registrations} />
      </div>
      <ul aria-label="Beta Registrations" className="grid gap-3 @3xl:hidden">
        {registrations.map((registration) => (
          <li
            key={registration.id}
            data-registration-id={registration.id}
            className="grid gap-3 rounded-lg border p-4 text-sm"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium">{registration.fullName}</p>
                <p className="break-all text-muted-foreground">{registration.email}</p>
                {registration.organization && <p className="text-muted-foreground">{registration.organization}</p>}
              </div>
              <StatusBadge registration={registration} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground">
              <dt>Registered</dt>
              <dd>{formatDate(registration.createdAt) ?? "—"}</dd>
              <dt>Invited</dt>
              <dd>{formatDate(registration.invitedAt) ?? "—"}</dd>
            </dl>
            <RegistrationActions registration={registration} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function StatusBadge({ registration }: { registration: Registration }) {
  return (
    <Badge tone={registrationStatusTone(registration.status)}>{registrationStatusLabel(registration.status)}</Badge>
  );
}

export function RegistrationsTable({ registrations }: { registrations: Registration[] }) {
  return (
    <Table aria-label="Beta Registrations">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Applicant</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Registered</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {registrations.map((registration) => (
          <TableRow key={registration.id} data-registration-id={registration.id}>
            <TableCell className="max-w-72 whitespace-normal">
              <p className="font-medium">{registration.fullName}</p>
              <p className="break-all text-muted-foreground">{registration.email}</p>
              {registration.organization && <p className="text-muted-foreground">{registration.organization}</p>}
            </TableCell>
            <TableCell>
              <StatusBadge registration={registration} />
              {registration.invitedAt && (
                <p className="mt-1 text-xs text-muted-foreground">Invited {formatDate(registration.invitedAt)}</p>
              )}
            </TableCell>
            <TableCell>{formatDate(registration.createdAt) ?? "—"}</TableCell>
            <TableCell>
              <RegistrationActions registration={registration} className="flex-nowrap" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

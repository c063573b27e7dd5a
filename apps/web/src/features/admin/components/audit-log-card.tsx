import { RefreshCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useAuditLog } from "../api/get-audit-log";
import { describeAuditDetails, describeAuditTarget } from "../utils/audit-details";
import { formatDateTime } from "@/lib/format-date";
import { QueryStates, SectionCard } from "./section-card";

/** The latest administrative actions: who did what to which record, and when. */
export function AuditLogCard() {
  const auditLog = useAuditLog();
  const { isFetching, refetch } = auditLog;
  const reload = () => void refetch();

  return (
    <SectionCard
      title="Audit Log"
      description="Invitations, NDA versions, user guides and account deletions, newest first."
      actions={
        <Button variant="outline" size="sm" onClick={reload} disabled={isFetching} aria-label="Reload audit log">
          <RefreshCwIcon className={isFetching ? "animate-spin" : undefined} aria-hidden="true" />
          Reload
        </Button>
      }
    >
      <QueryStates
        query={auditLog}
        loadingLabel="Loading the audit log"
        errorMessage="Failed to load the audit log"
        isEmpty={(data) => data.entries.length === 0}
        emptyText="No audit entries yet"
      >
        {(data) => (
          <Table aria-label="Audit Log">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Time</TableHead>
                <TableHead>Actor</TableHead>
                <TableHead>Action</TableHead>
                <TableHead>Target</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.entries.map((entry) => {
                const details = describeAuditDetails(entry.details);
                return (
                  <TableRow key={entry.id}>
                    <TableCell>
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt) ?? entry.createdAt}</time>
                    </TableCell>
                    <TableCell>{entry.actorEmail ?? <span className="text-muted-foreground">system</span>}</TableCell>
                    <TableCell>
                      <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{entry.action}</code>
                      {details && (
                        <span className="mt-1 block max-w-md truncate text-xs text-muted-foreground" title={details}>
                          {details}
                        </span>
                      )}
                    </TableCell>
                    <TableCell className="font-mono text-xs text-muted-foreground">
                      {describeAuditTarget(entry.targetType, entry.targetId)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </QueryStates>
    </SectionCard>
  );
}

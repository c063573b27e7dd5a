/** An audit entry's details as one short line: "email=a@b.c, version=2". */
export function describeAuditDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");
}

/** The target of an audit entry, e.g. "registration 3f2a…", or "—" when there is none. */
export function describeAuditTarget(targetType: string | null, targetId: string | null): string {
  const parts = [targetType, targetId].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(" ") : "—";
}

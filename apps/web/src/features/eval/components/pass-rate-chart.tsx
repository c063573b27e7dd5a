import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { passRateBarLabel, passRateBarKind } from "../utils/pass-rate-bars";

export interface PassRateBar {
  label: string;
  passed: number;
  total: number;
  /** 0–100, null when nothing of it was scored. */
  passRate: number | null;
  /** Extra column (mean score of a criterion). */
  extra?: string;
}

/**
 * Pass rate per category, severity or criterion as horizontal bars, each with its n ("3 of 7"). A
 * scored group has a solid track (so 0% is an empty track with a red mark at its start and says
 * 0%); a group without scenarios has a dashed outline and says "no scenarios": the two never look alike. The bars are a picture
 * for the eye (hidden from assistive technology); the table under them carries the same figures.
 */
export function PassRateChart({
  title,
  bars,
  extraHeading,
}: {
  title: string;
  bars: readonly PassRateBar[];
  extraHeading?: string;
}) {
  return (
    <figure className="grid min-w-0 gap-3 rounded-lg border p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      {bars.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing scored yet.</p>
      ) : (
        <>
          <ul aria-hidden="true" className="grid gap-2 text-xs" data-testid="pass-rate-bars">
            {bars.map((bar) => {
              const kind = passRateBarKind(bar);
              return (
                <li
                  key={bar.label}
                  className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)_auto] items-center gap-2 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)_auto]"
                  data-bar-kind={kind}
                >
                  <span className="truncate text-foreground" title={bar.label}>
                    {bar.label}
                  </span>
                  <span
                    className={cn(
                      "relative h-4 overflow-hidden rounded-sm",
                      kind === "no-data" ? "border border-dashed border-muted-foreground/70" : "bg-muted",
                    )}
                  >
                    {kind === "scored" && (
                      <span
                        className="absolute inset-y-0 left-0 rounded-sm bg-primary"
                        style={{ width: `${bar.passRate ?? 0}%` }}
                      />
                    )}
                    {kind === "zero" && (
                      <span data-zero-mark className="absolute inset-y-0 left-0 w-1 bg-destructive" />
                    )}
                  </span>
                  <span
                    className={cn(
                      "whitespace-nowrap tabular-nums",
                      kind === "no-data" && "text-muted-foreground italic",
                    )}
                  >
                    {passRateBarLabel(bar)}
                  </span>
                </li>
              );
            })}
          </ul>
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">Show the figures</summary>
            <Table aria-label={title} className="mt-2">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Name</TableHead>
                  <TableHead scope="col">Passed</TableHead>
                  <TableHead scope="col">Pass rate</TableHead>
                  {extraHeading && <TableHead scope="col">{extraHeading}</TableHead>}
                </TableRow>
              </TableHeader>
              <TableBody>
                {bars.map((bar) => (
                  <TableRow key={bar.label}>
                    <TableHead scope="row" className="font-normal text-foreground">
                      {bar.label}
                    </TableHead>
                    <TableCell>
                      {bar.passed} of {bar.total}
                    </TableCell>
                    <TableCell>
                      {bar.total === 0 ? "no scenarios" : bar.passRate === null ? "none judged" : `${bar.passRate}%`}
                    </TableCell>
                    {extraHeading && <TableCell>{bar.extra ?? "—"}</TableCell>}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </details>
        </>
      )}
    </figure>
  );
}

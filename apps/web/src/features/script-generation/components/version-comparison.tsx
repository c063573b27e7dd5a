import { useState } from "react";
import type { TestScriptVersionSummary } from "@aesop/shared/contracts/test-scripts";
import { Label } from "@/components/ui/label";
import { useTestScriptVersion } from "../api/get-test-script-version";
import { compareVersions, type FieldChange } from "../utils/compare-versions";
import { nativeSelectClass } from "./native-select";

function Change({ change }: { change: FieldChange }) {
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-medium">{change.field}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <p className="rounded-md bg-destructive/10 p-2 break-words whitespace-pre-wrap">
          <span className="sr-only">Before: </span>
          {change.before || "(empty)"}
        </p>
        <p className="rounded-md bg-success/10 p-2 break-words whitespace-pre-wrap">
          <span className="sr-only">After: </span>
          {change.after || "(empty)"}
        </p>
      </div>
    </div>
  );
}

/** Two versions side by side: scenarios added, removed and changed (field by field). */
export function VersionComparison({ reportId, versions }: { reportId: number; versions: TestScriptVersionSummary[] }) {
  const last = versions.at(-1)?.version ?? 1;
  const [from, setFrom] = useState(Math.max(1, last - 1));
  const [to, setTo] = useState(last);
  const before = useTestScriptVersion(reportId, from);
  const after = useTestScriptVersion(reportId, to);
  const comparison = before.data && after.data ? compareVersions(before.data.content, after.data.content) : null;

  const picker = (id: string, label: string, value: number, onChange: (version: number) => void) => (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={nativeSelectClass}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {versions.map((version) => (
          <option key={version.version} value={version.version}>
            Version {version.version}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section aria-labelledby={`compare-${reportId}`} className="grid gap-4">
      <h3 id={`compare-${reportId}`} className="text-lg font-semibold">
        Compare versions
      </h3>
      <div className="flex flex-wrap gap-4">
        {picker(`compare-from-${reportId}`, "From", from, setFrom)}
        {picker(`compare-to-${reportId}`, "To", to, setTo)}
      </div>
      {!comparison ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading versions...
        </p>
      ) : (
        <div className="grid gap-4" aria-live="polite">
          <p className="text-sm" data-testid="comparison-summary">
            {comparison.added.length} added, {comparison.removed.length} removed, {comparison.changed.length} changed,{" "}
            {comparison.unchanged} unchanged{comparison.reordered ? "; the order changed" : ""}.
          </p>
          {comparison.nameChange && <Change change={comparison.nameChange} />}
          {comparison.added.length > 0 && (
            <div>
              <h4 className="font-medium">Added</h4>
              <ul className="list-disc pl-5 text-sm">
                {comparison.added.map((scenario) => (
                  <li key={scenario.id}>{scenario.title}</li>
                ))}
              </ul>
            </div>
          )}
          {comparison.removed.length > 0 && (
            <div>
              <h4 className="font-medium">Removed</h4>
              <ul className="list-disc pl-5 text-sm">
                {comparison.removed.map((scenario) => (
                  <li key={scenario.id}>{scenario.title}</li>
                ))}
              </ul>
            </div>
          )}
          {comparison.changed.map((scenario) => (
            <div key={scenario.id} className="grid gap-2 rounded-lg border p-3">
              <h4 className="font-medium">Changed: {scenario.title}</h4>
              {scenario.changes.map((change) => (
                <Change key={change.field} change={change} />
              ))}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

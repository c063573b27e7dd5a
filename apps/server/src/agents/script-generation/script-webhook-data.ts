import { testScriptContentSchema } from "@aesop/shared/contracts/test-scripts";
import type { ReportModes } from "../runtime/jobs/report-modes";

/**
 * A workflow in webhook mode sends the script it wrote as `data.testScript` (the JSON export's
 * format) beside its Markdown report; it becomes version 1 like a generated one. A report without
 * it stays Markdown only. An invalid script refuses the delivery with the first problems found.
 */
export const readScriptWebhookData: NonNullable<ReportModes["webhookData"]> = (data) => {
  if (data.testScript === undefined) return { ok: true, data: {} };
  const parsed = testScriptContentSchema.safeParse(data.testScript);
  if (parsed.success) return { ok: true, data: { testScript: parsed.data } };
  const problems = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${["testScript", ...issue.path].join(".")}: ${issue.message}`);
  return { ok: false, error: problems.join("; ") };
};

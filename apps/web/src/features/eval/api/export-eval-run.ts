import type { EvalExportFormat } from "@aesop/shared/contracts/eval";
import { apiUrl } from "@/lib/api-url";

/** A same-origin link: the session cookie authorises the download, the server names the file. */
export const evalRunExportUrl = (projectId: string, runId: string, format: EvalExportFormat) =>
  apiUrl("get", "/api/projects/{id}/eval-runs/{runId}/export", { path: { id: projectId, runId }, query: { format } });

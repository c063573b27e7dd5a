import type { TestScriptExportFormat } from "@aesop/shared/contracts/test-scripts";
import { apiUrl } from "@/lib/api-url";

/** A same-origin link: the session cookie authorises the download, the server names the file. */
export const testScriptExportUrl = (reportId: number, version: number, format: TestScriptExportFormat) =>
  apiUrl("get", "/api/test-scripts/{reportId}/versions/{version}/export/{format}", {
    path: { reportId, version, format },
  });

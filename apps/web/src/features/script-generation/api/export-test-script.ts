import type { TestScriptExportFormat } from "@aesop/shared/contracts/test-scripts";

/** A same-origin link: the session cookie authorises the download, the server names the file. */
export const testScriptExportUrl = (reportId: number, version: number, format: TestScriptExportFormat) =>
  `/api/test-scripts/${reportId}/versions/${version}/export/${format}`;

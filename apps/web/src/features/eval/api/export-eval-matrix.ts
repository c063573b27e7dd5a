import { apiUrl } from "@/lib/api-url";

/** The export's address (a plain link: the browser downloads it with the session cookie). */
export const matrixExportUrl = (projectId: string, matrixId: string, format: "json" | "csv" | "junit") =>
  apiUrl("get", "/api/projects/{id}/eval-matrices/{matrixId}/export", {
    path: { id: projectId, matrixId },
    query: { format },
  });

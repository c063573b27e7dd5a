import { apiUrl } from "@/lib/api-url";

/** A same-origin link: the session cookie authorises the download, the server names the file. */
export const instructionsVersionPatchUrl = (projectId: string, reportId: number) =>
  apiUrl("get", "/api/projects/{id}/instructions-versions/{reportId}/patch", { path: { id: projectId, reportId } });

import { api, apiData } from "@/lib/api-client";

/** DELETE …/turns/{turnId}/verdict: removes a person's verdict on a reply. */
export const removeTurnVerdict = (projectId: string, sessionId: string, turnId: string) =>
  apiData(
    api.DELETE("/api/projects/{id}/cave-sessions/{sessionId}/turns/{turnId}/verdict", {
      params: { path: { id: projectId, sessionId, turnId } },
    }),
  );

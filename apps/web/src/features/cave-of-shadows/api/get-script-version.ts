import { api, apiData } from "@/lib/api-client";

/** GET /api/test-scripts/{reportId}/versions/{version} (the Script Generation Agent's): one version and its scenarios. */
export const getScriptVersion = (reportId: number, version: number) =>
  apiData(api.GET("/api/test-scripts/{reportId}/versions/{version}", { params: { path: { reportId, version } } }));

import { api, apiData } from "@/lib/api-client";

/** GET /api/test-scripts/{reportId}/versions (the Script Generation Agent's): the script's versions. */
export const getScriptVersions = (reportId: number) =>
  apiData(api.GET("/api/test-scripts/{reportId}/versions", { params: { path: { reportId } } }));

import { api, apiData } from "@/lib/api-client";

/** POST /api/me/sign-out: revokes all of the user's sessions (204). */
export async function signOutEverywhere(): Promise<void> {
  await apiData(api.POST("/api/me/sign-out"));
}

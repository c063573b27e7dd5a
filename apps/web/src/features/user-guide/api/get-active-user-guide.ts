import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActiveUserGuideResponse } from "@aesop/shared/contracts/user-guides";
import { apiRequest } from "@/lib/api-client";

export const getActiveUserGuide = () => apiRequest<ActiveUserGuideResponse>("/user-guides/active");

export const activeUserGuideQueryOptions = () =>
  queryOptions({ queryKey: ["user-guides", "active"], queryFn: getActiveUserGuide });

export function useActiveUserGuide() {
  return useQuery(activeUserGuideQueryOptions());
}

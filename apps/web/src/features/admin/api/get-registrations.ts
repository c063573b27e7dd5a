import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RegistrationList } from "@aesop/shared/contracts/registrations";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Every beta registration, newest first. */
export const getRegistrations = (): Promise<RegistrationList> => apiData(api.GET("/api/admin/registrations"));

export const registrationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.registrations, queryFn: getRegistrations, staleTime: 10_000 });

export function useRegistrations() {
  return useQuery(registrationsQueryOptions());
}

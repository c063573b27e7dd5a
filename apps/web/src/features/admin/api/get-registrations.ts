import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RegistrationList } from "@aesop/shared/contracts/registrations";
import { apiRequest } from "@/lib/api-client";

export const registrationsQueryKey = ["admin", "registrations"] as const;

/** Every beta registration, newest first. */
export const getRegistrations = () => apiRequest<RegistrationList>("/admin/registrations");

export const registrationsQueryOptions = () =>
  queryOptions({ queryKey: registrationsQueryKey, queryFn: getRegistrations, staleTime: 10_000 });

export function useRegistrations() {
  return useQuery(registrationsQueryOptions());
}

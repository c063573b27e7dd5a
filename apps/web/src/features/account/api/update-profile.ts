import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notice } from "@/lib/notice";
import type { z } from "zod";
import type { updateProfileSchema } from "@aesop/shared/contracts/account";
import { api, apiData } from "@/lib/api-client";
import { errorDescription } from "@/lib/error-description";
import { queryKeys } from "@/lib/query-keys";

export type UpdateProfile = z.output<typeof updateProfileSchema>;

export const updateProfile = (input: UpdateProfile) => apiData(api.PATCH("/api/me/profile", { body: input }));

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => {
      queryClient.setQueryData(queryKeys.me, me);
      notice.success("Profile updated");
    },
    onError: (error) => {
      notice.error("Failed to update profile", { description: errorDescription(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}

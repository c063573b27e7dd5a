import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notice } from "@/lib/notice";
import type { AdminUserGuide } from "@aesop/shared/contracts/admin";
import { api, apiData } from "@/lib/api-client";
import { errorDescription } from "@/lib/error-description";
import { queryKeys } from "@/lib/query-keys";

/** Makes this guide the one the public User Guide page offers. */
export const activateUserGuide = (id: string): Promise<AdminUserGuide> =>
  apiData(api.POST("/api/admin/user-guides/{id}/activate", { params: { path: { id } } }));

export function useActivateUserGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guide: Pick<AdminUserGuide, "id" | "title">) => activateUserGuide(guide.id),
    onSuccess: (guide) => {
      notice.success("User guide activated", {
        description: `${guide.title} (version ${guide.version}) is now offered.`,
      });
    },
    onError: (error) => {
      notice.error("Failed to activate user guide", { description: errorDescription(error) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userGuides }),
      ]),
  });
}

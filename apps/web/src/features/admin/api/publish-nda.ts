import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notice } from "@/lib/notice";
import type { NdaVersion, PublishNda } from "@aesop/shared/contracts/nda";
import { api, apiData } from "@/lib/api-client";
import { errorDescription } from "@/lib/error-description";
import { formatDate } from "@/lib/format-date";
import { queryKeys } from "@/lib/query-keys";

/** Publishes a new NDA version; every user, the admin included, must accept it again. */
export const publishNda = (input: PublishNda): Promise<NdaVersion> =>
  apiData(api.POST("/api/admin/nda", { body: input }));

export function usePublishNda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishNda,
    onSuccess: async (version) => {
      notice.success("NDA published", {
        description: `Version ${version.version} is effective from ${formatDate(version.effectiveDate) ?? version.effectiveDate}. Every user must accept it again.`,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ndaAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLog }),
        // The admin's own acceptance is now out of date too.
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]);
    },
    onError: (error) => {
      notice.error("Failed to publish NDA", { description: errorDescription(error) });
    },
  });
}

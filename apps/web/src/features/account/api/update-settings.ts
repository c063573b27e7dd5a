import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notice } from "@/lib/notice";
import type { Me, Settings } from "@aesop/shared/contracts/account";
import { api, apiData } from "@/lib/api-client";
import { errorDescription } from "@/lib/error-description";
import { queryKeys } from "@/lib/query-keys";

export type SettingsPatch = Partial<Settings>;

const updateSettingsMutationKey = ["update-settings"] as const;

export const updateSettings = (patch: SettingsPatch) => apiData(api.PATCH("/api/me/settings", { body: patch }));

/** Applies a patch to the cached user's settings. */
export function withSettings(me: Me, patch: SettingsPatch): Me {
  return { ...me, settings: { ...me.settings, ...patch } };
}

/** The settings to put back after a failed patch: only keys that still hold the patched value. */
export function revertPatch(current: Settings, patch: SettingsPatch, previous: SettingsPatch): SettingsPatch {
  const revert: SettingsPatch = {};
  for (const key of Object.keys(patch) as (keyof Settings)[]) {
    const before = previous[key];
    if (before !== undefined && current[key] === patch[key]) Object.assign(revert, { [key]: before });
  }
  return revert;
}

/**
 * Saves settings at once and shows them at once (optimistic); a failure puts the old values back
 * and says so. Several toggles in flight do not overwrite each other.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateSettingsMutationKey,
    mutationFn: updateSettings,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.me });
      const me = queryClient.getQueryData<Me | null>(queryKeys.me);
      if (!me) return { previous: {} };
      const previous: SettingsPatch = {};
      for (const key of Object.keys(patch) as (keyof Settings)[]) Object.assign(previous, { [key]: me.settings[key] });
      queryClient.setQueryData<Me | null>(queryKeys.me, withSettings(me, patch));
      return { previous };
    },
    onError: (error, patch, context) => {
      queryClient.setQueryData<Me | null>(queryKeys.me, (me) =>
        me ? withSettings(me, revertPatch(me.settings, patch, context?.previous ?? {})) : me,
      );
      notice.error("Failed to update settings", { description: errorDescription(error) });
    },
    onSettled: async () => {
      // Refetch once the last toggle has landed, so an early answer never undoes a later toggle.
      if (queryClient.isMutating({ mutationKey: updateSettingsMutationKey }) === 1) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      }
    },
  });
}

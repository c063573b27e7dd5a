import { z } from "zod";

/** Public, runtime configuration the SPA needs (so that changing it needs no rebuild). */
export const siteConfigResponseSchema = z.object({
  contactEmail: z.email(),
  professionalNetworkUrl: z.url(),
});
export type SiteConfigResponse = z.infer<typeof siteConfigResponseSchema>;

import { z } from "zod";
import { textSchema } from "./text";

export const ndaVersionSchema = z.object({
  version: z.number().int().positive(),
  text: z.string(),
  /** ISO date (YYYY-MM-DD). */
  effectiveDate: z.string(),
  /** Hex SHA-256 of the text; the client sends it back on acceptance to prove what it showed. */
  textSha256: z.string(),
  isTemplate: z.boolean(),
});
export type NdaVersion = z.infer<typeof ndaVersionSchema>;

export const ndaStatusSchema = z.object({
  latest: ndaVersionSchema,
  accepted: z.boolean(),
  acceptedVersion: z.number().int().nullable(),
  acceptedAt: z.string().nullable(),
  needsAcceptance: z.boolean(),
});
export type NdaStatus = z.infer<typeof ndaStatusSchema>;

export const acceptNdaSchema = z.object({
  version: z.number().int().positive(),
  textSha256: z.string().regex(/^[0-9a-f]{64}$/, "Invalid text digest"),
});
export type AcceptNda = z.infer<typeof acceptNdaSchema>;

export const publishNdaSchema = z.object({
  text: textSchema().trim().min(50, "The NDA text must be at least 50 characters").max(100_000),
  effectiveDate: z.iso.date("Use a date like 2026-01-31"),
});
export type PublishNda = z.infer<typeof publishNdaSchema>;

/**
 * The spec's rule: acceptance is needed when status or latest version is not loaded, not
 * accepted, no version stored, or the stored version is lower than the latest.
 */
export function ndaNeedsAcceptance(
  latestVersion: number | null | undefined,
  accepted: boolean | null | undefined,
  acceptedVersion: number | null | undefined,
): boolean {
  if (latestVersion == null || accepted == null) return true;
  if (!accepted || acceptedVersion == null) return true;
  return acceptedVersion < latestVersion;
}

import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { ApplicationReceived, betaApplicationSchema } from "@aesop/shared/contracts/registrations";
import { api, apiData } from "@/lib/api-client";

/** The body after the schema's transforms (blank organization becomes null). */
export type BetaApplicationBody = z.output<typeof betaApplicationSchema>;

/**
 * POST /api/registrations: 202 for every well-formed application (a known address included, so
 * the form reveals nobody), or 429 RATE_LIMITED, 400 INVALID_INPUT.
 */
export function createRegistration(body: BetaApplicationBody): Promise<ApplicationReceived> {
  return apiData(api.POST("/api/registrations", { body }));
}

export function useCreateRegistration() {
  return useMutation({ mutationFn: createRegistration });
}

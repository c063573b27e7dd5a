import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { betaApplicationSchema } from "@aesop/shared/contracts/registrations";
import { apiRequest } from "@/lib/api-client";

/** The body after the schema's transforms (blank organization becomes null). */
export type BetaApplicationBody = z.output<typeof betaApplicationSchema>;

export interface CreatedRegistration {
  id: string;
}

/** POST /api/registrations: 201, or 409 ALREADY_REGISTERED, 429 RATE_LIMITED, 400 INVALID_INPUT. */
export function createRegistration(body: BetaApplicationBody) {
  return apiRequest<CreatedRegistration>("/registrations", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

export function useCreateRegistration() {
  return useMutation({ mutationFn: createRegistration });
}

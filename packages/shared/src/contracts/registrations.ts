import { z } from "zod";
import { lineSchema } from "./text";

export const REGISTRATION_STATUSES = ["pending", "invited", "email_sent", "accepted"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

const email = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Invalid email address"));

/** POST /api/registrations: the beta application of /beta-signup. */
export const betaApplicationSchema = z.object({
  fullName: lineSchema().trim().min(1, "Full name is required").max(200, "Full name is too long"),
  email,
  /** Optional; blank (or null, as the web form sends after its own parse) is stored as null. */
  organization: lineSchema()
    .trim()
    .max(200, "Organization is too long")
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type BetaApplication = z.input<typeof betaApplicationSchema>;
/** After validation: organization is null when blank. */
export type ValidBetaApplication = z.output<typeof betaApplicationSchema>;

/**
 * The answer to every well-formed application, a first one or a repeated address alike, so that
 * the form does not tell who has applied or has an account.
 */
export const applicationReceivedSchema = z.object({ received: z.literal(true) });
export type ApplicationReceived = z.infer<typeof applicationReceivedSchema>;

export const registrationSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  organization: z.string().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  createdAt: z.string(),
  invitedAt: z.string().nullable(),
  invitationExpiresAt: z.string().nullable(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const registrationListSchema = z.object({ registrations: z.array(registrationSchema) });
export type RegistrationList = z.infer<typeof registrationListSchema>;

/** The label of each status in the admin table (spec section 2, Admin). */
export function registrationStatusLabel(status: string | null | undefined): string {
  switch (status ?? "pending") {
    case "pending":
    case "":
      return "Pending";
    case "invited":
      return "Invitation Sent";
    case "email_sent":
      return "Account Created";
    case "accepted":
      return "NDA Accepted";
    default:
      return "Completed";
  }
}

/** Badge colours of the spec: invited blue, email_sent purple, accepted green, others grey. */
export function registrationStatusTone(status: string | null | undefined): "info" | "purple" | "success" | "neutral" {
  if (status === "invited") return "info";
  if (status === "email_sent") return "purple";
  if (status === "accepted") return "success";
  return "neutral";
}

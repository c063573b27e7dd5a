import { z } from "zod";
import { lineSchema, textSchema } from "./text";

export const REGISTRATION_STATUSES = ["pending", "invited", "email_sent", "accepted", "rejected"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The longest message an admin may add to a rejection (it goes into the applicant's e-mail). */
export const REJECTION_MESSAGE_MAX_LENGTH = 2000;

/** POST /api/admin/registrations/{id}/reject: an optional message to the applicant. */
export const rejectRegistrationSchema = z.object({
  message: textSchema()
    .trim()
    .max(REJECTION_MESSAGE_MAX_LENGTH, `Message must be at most ${REJECTION_MESSAGE_MAX_LENGTH} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type RejectRegistration = z.input<typeof rejectRegistrationSchema>;
export type ValidRejectRegistration = z.output<typeof rejectRegistrationSchema>;

/** The status filter of the admin's applications table (?status= in the URL). */
export const REGISTRATION_FILTERS = ["all", "pending", "invited", "rejected"] as const;
export type RegistrationFilter = (typeof REGISTRATION_FILTERS)[number];

/** Reads ?status=: anything unknown shows every registration. */
export function toRegistrationFilter(value: string | null | undefined): RegistrationFilter {
  return REGISTRATION_FILTERS.find((filter) => filter === value) ?? "all";
}

export function matchesRegistrationFilter(status: RegistrationStatus, filter: RegistrationFilter): boolean {
  return filter === "all" || status === filter;
}

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
    case "rejected":
      return "Rejected";
    default:
      return "Completed";
  }
}

/** Badge colours of the spec: invited blue, email_sent purple, accepted green, others grey; rejected red. */
export function registrationStatusTone(
  status: string | null | undefined,
): "info" | "purple" | "success" | "neutral" | "danger" {
  if (status === "invited") return "info";
  if (status === "rejected") return "danger";
  if (status === "email_sent") return "purple";
  if (status === "accepted") return "success";
  return "neutral";
}

import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants/index";
import { textSchema } from "./text";

/** GET /api/invitations/{token}: who is invited, to greet them. */
export const invitationSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  organization: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const passwordSchema = textSchema()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);

/** POST /api/invitations/{token}/accept: creates the account of the invitee. */
export const acceptInvitationSchema = z.object({ password: passwordSchema });
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

export const acceptInvitationResponseSchema = z.object({ email: z.string() });

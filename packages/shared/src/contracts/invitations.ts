import { z } from "zod";
import { passwordSchema } from "./passwords";

/** GET /api/invitations/{token}: who is invited, to greet them. */
export const invitationSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  organization: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** POST /api/invitations/{token}/accept: creates the account of the invitee. */
export const acceptInvitationSchema = z.object({ password: passwordSchema });
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

export const acceptInvitationResponseSchema = z.object({ email: z.string() });

import { z } from "zod";
import { passwordSchema } from "./passwords";
import { lineSchema } from "./text";

export const SETTINGS_DEFAULTS = {
  pushNotifications: true,
  emailUpdates: false,
  /** null: the theme follows the device's setting (prefers-color-scheme) until the user picks one. */
  darkMode: null,
  autoSave: true,
} as const;

export const settingsSchema = z.object({
  pushNotifications: z.boolean(),
  emailUpdates: z.boolean(),
  darkMode: z.boolean().nullable(),
  autoSave: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const updateSettingsSchema = settingsSchema.partial().strict();

/** GET /api/me: the signed-in user, what the client needs for guards and the sidebar. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  organization: z.string().nullable(),
  role: z.enum(["user", "admin"]),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  displayName: z.string(),
  settings: settingsSchema,
  nda: z.object({
    needsAcceptance: z.boolean(),
    acceptedVersion: z.number().int().nullable(),
    latestVersion: z.number().int().nullable(),
  }),
});
export type Me = z.infer<typeof meSchema>;

export const updateProfileSchema = z
  .object({ displayName: lineSchema().trim().min(1, "Display name is required").max(100) })
  .strict();

export const deleteAccountSchema = z.object({
  confirmEmail: lineSchema().trim().min(1, "Type your e-mail to confirm"),
});

/** POST /api/me/password: the new password under the one policy; other sessions end. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password.").max(1000),
  newPassword: passwordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** The spec's default display name: the part of the e-mail before the @. */
export function defaultDisplayName(email: string): string {
  return email.split("@")[0] ?? email;
}

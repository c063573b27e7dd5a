import { z } from "zod";
import { isValidText } from "./text";

/**
 * Personal API tokens: a builder's CI calls the API with `Authorization: Bearer aesop_…`. A token
 * acts as its owner on the owner's projects only (never on account, admin or token routes); it is
 * shown once when created and stored hashed.
 */

export const API_TOKEN_PREFIX = "aesop_";

/** POST /api/account/api-tokens. */
export const createApiTokenSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the token a name, such as the CI that will use it.")
    .max(80, "A token's name can be at most 80 characters.")
    .refine(isValidText, "The name contains a character that is not allowed."),
  /** Null: the token does not expire. */
  expiresInDays: z
    .number()
    .int("Days are a whole number.")
    .min(1, "A token lasts between 1 and 365 days.")
    .max(365, "A token lasts between 1 and 365 days.")
    .nullable()
    .default(90),
});
export type CreateApiToken = z.infer<typeof createApiTokenSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the token ("aesop_3f9a"), to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });

/** The answer to a creation: the only time the token itself is sent. */
export const createdApiTokenSchema = z.object({ token: z.string(), apiToken: apiTokenSchema });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

import { z } from "zod";
import { lineSchema, textSchema } from "./text";

export const userGuideSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  version: z.string(),
  fileUrl: z.string(),
  createdAt: z.string(),
});
export type UserGuide = z.infer<typeof userGuideSchema>;

/** `guide` is null when no guide is active yet. */
export const activeUserGuideResponseSchema = z.object({
  guide: userGuideSchema.nullable(),
});
export type ActiveUserGuideResponse = z.infer<typeof activeUserGuideResponseSchema>;

/** A guide published by link (the CLI today; the admin screen later). */
export const addUserGuideByLinkSchema = z.object({
  title: lineSchema().trim().min(1, "Title is required").max(200),
  description: textSchema().trim().max(2000).nullish(),
  version: lineSchema().trim().min(1, "Version is required").max(50),
  fileUrl: z.url({ protocol: /^https?$/, error: "Must be an http(s) link" }),
  active: z.boolean(),
});
export type AddUserGuideByLink = z.infer<typeof addUserGuideByLinkSchema>;

import { z } from "zod";

/** A basic shape check (something@something.tld); the server has the final word. */
export const BASIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailFieldSchema = z
  .string()
  .trim()
  .min(1, "Email is required")
  .regex(BASIC_EMAIL_PATTERN, "Invalid email address");

export const loginSchema = z.object({
  email: emailFieldSchema,
  password: z.string().min(1, "Password is required"),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailFieldSchema });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

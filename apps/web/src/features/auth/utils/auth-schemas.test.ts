import { describe, expect, it } from "vitest";
import { forgotPasswordSchema, loginSchema } from "./auth-schemas";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("forgotPasswordSchema", () => {
  it("trims the e-mail", () => {
    expect(forgotPasswordSchema.parse({ email: "  ada@example.com " })).toEqual({ email: "ada@example.com" });
  });

  it("requires an e-mail", () => {
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: "   " }))).toBe("Email is required");
  });

  it("rejects what does not look like an address", () => {
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: "ada@example" }))).toBe("Invalid email address");
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: "ada example.com" }))).toBe("Invalid email address");
  });
});

describe("loginSchema", () => {
  it("requires a password", () => {
    expect(firstMessage(loginSchema.safeParse({ email: "ada@example.com", password: "" }))).toBe(
      "Password is required",
    );
  });
});

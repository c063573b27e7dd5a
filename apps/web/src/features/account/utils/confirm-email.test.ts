import { describe, expect, it } from "vitest";
import { emailConfirmationMatches } from "./confirm-email";

describe("emailConfirmationMatches", () => {
  it("matches the account e-mail ignoring case and surrounding spaces", () => {
    expect(emailConfirmationMatches("ada@example.com", "ada@example.com")).toBe(true);
    expect(emailConfirmationMatches("  Ada@Example.COM ", "ada@example.com")).toBe(true);
    expect(emailConfirmationMatches("ada@example.com", "Ada@Example.com")).toBe(true);
  });

  it("rejects anything else", () => {
    expect(emailConfirmationMatches("", "ada@example.com")).toBe(false);
    expect(emailConfirmationMatches("   ", "ada@example.com")).toBe(false);
    expect(emailConfirmationMatches("ada@example.co", "ada@example.com")).toBe(false);
    expect(emailConfirmationMatches("ada @example.com", "ada@example.com")).toBe(false);
    expect(emailConfirmationMatches("ada", "ada@example.com")).toBe(false);
  });
});

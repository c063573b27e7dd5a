import { describe, expect, it } from "vitest";
import { checkInvitationPasswords, checkNewPasswords } from "./password-checks";

describe("checkInvitationPasswords", () => {
  it("accepts matching passwords of at least 8 characters", () => {
    expect(checkInvitationPasswords("secret-1", "secret-1")).toBeNull();
  });

  it("reports a mismatch first, on the confirmation field", () => {
    expect(checkInvitationPasswords("abc", "abd")).toEqual({
      title: "Password Mismatch",
      description: "Passwords do not match. Please try again.",
      field: "confirmPassword",
    });
  });

  it("reports a short password, on the password field", () => {
    expect(checkInvitationPasswords("1234567", "1234567")).toEqual({
      title: "Password Too Short",
      description: "Password must be at least 8 characters long.",
      field: "password",
    });
    expect(checkInvitationPasswords("", "")?.title).toBe("Password Too Short");
  });

  it("reports a repetitive or sequential password before the server does", () => {
    expect(checkInvitationPasswords("abcdefgh", "abcdefgh")).toMatchObject({
      title: "Password Too Easy to Guess",
      field: "password",
    });
    expect(checkNewPasswords("11111111", "11111111")?.title).toBe("Password Too Easy to Guess");
  });

  it("reports a password over the maximum", () => {
    const long = "x".repeat(129);
    expect(checkInvitationPasswords(long, long)).toMatchObject({ title: "Password Too Long", field: "password" });
  });
});

describe("checkNewPasswords", () => {
  it("uses the reset screen's mismatch message", () => {
    expect(checkNewPasswords("secret1", "secret2")).toEqual({
      title: "Error",
      description: "Passwords do not match",
      field: "confirmPassword",
    });
  });

  it("accepts matching passwords", () => {
    expect(checkNewPasswords("secret-1", "secret-1")).toBeNull();
  });
});

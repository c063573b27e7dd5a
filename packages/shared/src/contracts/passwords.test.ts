import { describe, expect, it } from "vitest";
import { GUESSABLE_PASSWORD_MESSAGE, isRepetitiveOrSequential, passwordSchema } from "./passwords";

describe("password policy: repetitive and sequential strings (NIST SP 800-63B)", () => {
  it.each([
    "aaaaaaaa",
    "AAAAAAAAAAAA",
    "12345678",
    "87654321",
    "abcdefgh",
    "ZYXWVUTS",
    "abcabcabc",
    "a1b2a1b2a1b2",
    "qwertyuiop",
    "poiuytrewq",
    "asdfghjkl;",
    "zxcvbnm,./",
    "1234abcd",
    "aaaa1111",
    "qwerty123456",
    "abababababab",
    "1111222233334444",
  ])("refuses %s", (password) => {
    expect(isRepetitiveOrSequential(password)).toBe(true);
    const result = passwordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(GUESSABLE_PASSWORD_MESSAGE);
  });

  it.each([
    "correct horse battery",
    "k7#Qm2!xP9wz",
    "Tr0ub4dor&3x",
    "hellohello",
    "abcdefgh!",
    "12345678x",
    "aaaa-bbbb-cccc-dddd-x",
    "member-password",
    "Grüße aus Köln — 🐢🐢",
    "qwertz uiop ü",
  ])("accepts %s (something besides runs in it)", (password) => {
    expect(isRepetitiveOrSequential(password)).toBe(false);
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  it("keeps the length rules", () => {
    expect(passwordSchema.safeParse("k7#Qm2!").error?.issues[0]?.message).toBe(
      "Password must be at least 8 characters long.",
    );
  });
});

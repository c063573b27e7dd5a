import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy";

describe("password policy (ASVS 5.0 level 2)", () => {
  it("refuses fewer than 8 characters and more than 128", () => {
    expect(passwordProblem("x7#kq2!")).toMatch(/at least 8/);
    expect(passwordProblem("x".repeat(129))).toMatch(/at most 128/);
  });

  it("allows 64 characters and more, and any printable Unicode", () => {
    expect(passwordProblem("correct horse battery staple ".repeat(3))).toBeNull();
    expect(passwordProblem("Grüße aus Köln — 🐢🐢")).toBeNull();
  });

  it("refuses passwords from the breached-password list, whatever their case", () => {
    for (const common of ["123456789", "password1", "PASSWORD1", "iloveyou", "qwertyuiop"]) {
      expect(passwordProblem(common), common).toMatch(/too common/);
    }
  });

  it("refuses the site's name and the e-mail's name with only digits or symbols added", () => {
    expect(passwordProblem("aesop2026!")).toMatch(/too common/);
    expect(passwordProblem("jane.doe-1984", { email: "Jane.Doe@example.org" })).toMatch(/too common/);
    expect(passwordProblem("jane.doe walks far", { email: "jane.doe@example.org" })).toBeNull();
  });

  it("refuses repetitive and sequential strings, and keeps near misses", () => {
    for (const guessable of ["abcabcabcabc", "zyxwvutsr", "ghghghghgh", "mnopqrst"]) {
      expect(passwordProblem(guessable), guessable).toMatch(/repeated or sequential/);
    }
    expect(passwordProblem("aaaaaaaa")).not.toBeNull();
    expect(passwordProblem("correct horse battery")).toBeNull();
    expect(passwordProblem("k7#Qm2!xP9wz")).toBeNull();
  });

  it("refuses a NUL byte", () => {
    expect(passwordProblem("long enough\u0000password")).toMatch(/not allowed/);
  });
});

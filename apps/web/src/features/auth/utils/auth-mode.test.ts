import { describe, expect, it } from "vitest";
import { AUTH_MODE_TITLES, AUTH_MODES, authModePath, parseAuthMode, safeRedirectPath } from "./auth-mode";

describe("parseAuthMode", () => {
  it("reads every mode of the spec", () => {
    for (const mode of AUTH_MODES) expect(parseAuthMode(mode)).toBe(mode);
  });

  it("falls back to login when the mode is missing or unknown", () => {
    expect(parseAuthMode(null)).toBe("login");
    expect(parseAuthMode(undefined)).toBe("login");
    expect(parseAuthMode("")).toBe("login");
    expect(parseAuthMode("sign-up")).toBe("login");
    expect(parseAuthMode("toString")).toBe("login");
  });

  it("tolerates case and surrounding spaces", () => {
    expect(parseAuthMode(" Reset-Password ")).toBe("reset-password");
  });
});

describe("AUTH_MODE_TITLES", () => {
  it("has the spec's card titles", () => {
    expect(AUTH_MODE_TITLES).toEqual({
      login: "Welcome Back",
      "invite-signup": "Complete Registration",
      "nda-acceptance": "Beta Agreement",
      "reset-password": "Set New Password",
      "forgot-password": "Reset Password",
      "email-confirmation": "Check Your Email",
    });
  });
});

describe("authModePath", () => {
  it("uses the bare /auth for login", () => {
    expect(authModePath("login")).toBe("/auth");
  });

  it("names the other modes", () => {
    expect(authModePath("forgot-password")).toBe("/auth?mode=forgot-password");
    expect(authModePath("reset-password")).toBe("/auth?mode=reset-password");
  });

  it("keeps a trimmed e-mail, encoded", () => {
    expect(authModePath("email-confirmation", { email: " ada+beta@example.com " })).toBe(
      "/auth?mode=email-confirmation&email=ada%2Bbeta%40example.com",
    );
    expect(authModePath("login", { email: "  " })).toBe("/auth");
  });

  it("keeps only a local redirect", () => {
    expect(authModePath("login", { redirect: "/auth?mode=nda-acceptance" })).toBe(
      "/auth?redirect=%2Fauth%3Fmode%3Dnda-acceptance",
    );
    expect(authModePath("login", { redirect: "https://evil.example" })).toBe("/auth");
  });
});

describe("safeRedirectPath", () => {
  it("follows paths of this site", () => {
    expect(safeRedirectPath("/dashboard")).toBe("/dashboard");
    expect(safeRedirectPath("/workspace?tab=reports#top")).toBe("/workspace?tab=reports#top");
  });

  it("falls back to the dashboard otherwise", () => {
    expect(safeRedirectPath(null)).toBe("/dashboard");
    expect(safeRedirectPath("")).toBe("/dashboard");
    expect(safeRedirectPath("dashboard")).toBe("/dashboard");
    expect(safeRedirectPath("https://evil.example/")).toBe("/dashboard");
    expect(safeRedirectPath("//evil.example/")).toBe("/dashboard");
    expect(safeRedirectPath("/\\evil.example")).toBe("/dashboard");
    expect(safeRedirectPath("/ok\n//evil")).toBe("/dashboard");
  });

  it("uses the given fallback", () => {
    expect(safeRedirectPath("//x", "/home")).toBe("/home");
  });
});

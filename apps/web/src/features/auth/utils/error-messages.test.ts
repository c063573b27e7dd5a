import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import { errorMessage, signInFailureDescription } from "./error-messages";
import { unwrapAuthResult } from "./auth-result";

describe("errorMessage", () => {
  it("uses the error's message", () => {
    expect(errorMessage(new Error("Invalid email or password"))).toBe("Invalid email or password");
    expect(errorMessage({ message: "from the provider" })).toBe("from the provider");
  });

  it("falls back when there is no usable message", () => {
    expect(errorMessage(new Error("  "))).toBe("Please try again later.");
    expect(errorMessage(null)).toBe("Please try again later.");
    expect(errorMessage("boom", "Something else")).toBe("Something else");
  });
});

describe("signInFailureDescription", () => {
  it("explains an unconfirmed e-mail", () => {
    const error = new ApiRequestError(403, "EMAIL_NOT_VERIFIED", "Email not verified");
    expect(signInFailureDescription(error)).toMatch(/confirm your e-mail address/);
  });

  it("passes other provider messages through", () => {
    const error = new ApiRequestError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password");
    expect(signInFailureDescription(error)).toBe("Invalid email or password");
  });
});

describe("unwrapAuthResult", () => {
  it("returns the data", () => {
    expect(unwrapAuthResult({ data: { ok: true }, error: null })).toEqual({ ok: true });
  });

  it("throws the provider's error as an ApiRequestError", () => {
    const call = () =>
      unwrapAuthResult({
        data: null,
        error: { status: 403, statusText: "Forbidden", code: "EMAIL_NOT_VERIFIED", message: "Email not verified" },
      });
    expect(call).toThrow(ApiRequestError);
    try {
      call();
    } catch (error) {
      expect(error).toMatchObject({ status: 403, code: "EMAIL_NOT_VERIFIED", message: "Email not verified" });
    }
  });

  it("reads the API's error shape that the server's gateway answers with (the per-account sign-in delay)", () => {
    const call = () =>
      unwrapAuthResult({
        data: null,
        error: {
          status: 429,
          statusText: "Too Many Requests",
          error: { code: "TOO_MANY_ATTEMPTS", message: "Too many failed sign-ins for this account." },
        },
      });
    expect(call).toThrow("Too many failed sign-ins for this account.");
    try {
      call();
    } catch (error) {
      expect(error).toMatchObject({ status: 429, code: "TOO_MANY_ATTEMPTS" });
    }
  });

  it("fills in a code and message the provider left out", () => {
    expect(() => unwrapAuthResult({ data: null, error: { status: 429, statusText: "Too Many Requests" } })).toThrow(
      "Too Many Requests",
    );
  });
});

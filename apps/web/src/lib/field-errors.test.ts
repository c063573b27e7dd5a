import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "./api-client";
import { showServerFieldErrors } from "./field-errors";

type Values = { password: string; message: string };

describe("showServerFieldErrors", () => {
  it("puts each issue that names a field under it, focusing the first", () => {
    const setError = vi.fn();
    const error = new ApiRequestError(400, "INVALID_INPUT", "Some fields are missing or invalid.", [
      { path: "password", message: "Password must be at least 8 characters long." },
      { path: "message", message: "Message must be at most 2000 characters." },
      { path: "token", message: "Not a field of this form" },
    ]);
    expect(showServerFieldErrors<Values>(error, setError, ["password", "message"])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ["password", { type: "server", message: "Password must be at least 8 characters long." }, { shouldFocus: true }],
      ["message", { type: "server", message: "Message must be at most 2000 characters." }, { shouldFocus: false }],
    ]);
  });

  it.each([
    ["an error without issues", new ApiRequestError(409, "ACCOUNT_EXISTS", "Already registered")],
    ["issues of other fields", new ApiRequestError(400, "INVALID_INPUT", "x", [{ path: "token", message: "bad" }])],
    ["not an API error", new Error("network down")],
  ])("is false for %s and sets nothing", (_label, error) => {
    const setError = vi.fn();
    expect(showServerFieldErrors<Values>(error, setError, ["password"])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

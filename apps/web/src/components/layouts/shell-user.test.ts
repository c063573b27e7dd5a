import { describe, expect, it } from "vitest";
import { avatarLetter } from "./shell-user";

describe("avatarLetter", () => {
  it("is the first letter of the e-mail, upper-cased", () => {
    expect(avatarLetter("ada@example.org")).toBe("A");
    expect(avatarLetter(" zed@example.org")).toBe("Z");
  });

  it("falls back to U", () => {
    expect(avatarLetter("")).toBe("U");
    expect(avatarLetter(null)).toBe("U");
    expect(avatarLetter(undefined)).toBe("U");
  });
});

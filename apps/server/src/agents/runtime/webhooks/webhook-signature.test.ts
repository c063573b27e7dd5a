import { describe, expect, it } from "vitest";
import { signatureHeaders, signPayload, verifySignature } from "./webhook-signature";

const SECRET = "s".repeat(32);
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe("webhook signatures", () => {
  const body = JSON.stringify({ report: "# Review" });
  const headers = signatureHeaders(SECRET, body, NOW);
  const given = { timestamp: headers["x-aesop-timestamp"], signature: headers["x-aesop-signature"] };

  it("accepts a body signed with the shared secret", () => {
    expect(verifySignature(SECRET, given, body, NOW)).toEqual({ ok: true });
  });

  it("refuses an unsigned request, another secret, a changed body and an old timestamp", () => {
    expect(verifySignature(SECRET, { timestamp: undefined, signature: undefined }, body, NOW)).toMatchObject({
      ok: false,
    });
    const otherSecret = signPayload("x".repeat(32), Number(given.timestamp), body);
    expect(verifySignature(SECRET, { ...given, signature: otherSecret }, body, NOW)).toMatchObject({ ok: false });
    expect(verifySignature(SECRET, given, body.replace("Review", "Revie"), NOW)).toMatchObject({ ok: false });
    expect(verifySignature(SECRET, given, body, NOW + 301_000)).toEqual({
      ok: false,
      reason: "The signature has expired.",
    });
    expect(verifySignature(SECRET, { ...given, signature: "sha256=short" }, body, NOW)).toMatchObject({ ok: false });
  });
});

import { describe, expect, it } from "vitest";
import { signatureHeaders, signPayload, targetOf, verifySignature } from "./webhook-signature";

const SECRET = "s".repeat(32);
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const REPORT_7 = { method: "POST", path: "/api/webhooks/instructions-review/reports/7" };

describe("webhook signatures", () => {
  const body = JSON.stringify({ report: "# Review" });
  const headers = signatureHeaders(SECRET, REPORT_7, body, NOW);
  const given = { timestamp: headers["x-aesop-timestamp"], signature: headers["x-aesop-signature"] };

  it("accepts a body signed with the shared secret for this method and path", () => {
    expect(verifySignature(SECRET, given, REPORT_7, body, NOW)).toEqual({ ok: true });
  });

  it("signs `timestamp.METHOD.path.body`, as the README tells workflow authors", async () => {
    const { createHmac } = await import("node:crypto");
    const expected = createHmac("sha256", SECRET)
      .update(`${given.timestamp}.POST./api/webhooks/instructions-review/reports/7.${body}`)
      .digest("hex");
    expect(given.signature).toBe(`sha256=${expected}`);
  });

  it("refuses the same signed body on another report's path or with another method", () => {
    const report8 = { method: "POST", path: "/api/webhooks/instructions-review/reports/8" };
    expect(verifySignature(SECRET, given, report8, body, NOW)).toEqual({
      ok: false,
      reason: "The signature does not match.",
    });
    expect(verifySignature(SECRET, given, { ...REPORT_7, method: "PUT" }, body, NOW)).toMatchObject({ ok: false });
  });

  it("refuses an unsigned request, another secret, a changed body and an old timestamp", () => {
    expect(verifySignature(SECRET, { timestamp: undefined, signature: undefined }, REPORT_7, body, NOW)).toMatchObject({
      ok: false,
    });
    const otherSecret = signPayload("x".repeat(32), Number(given.timestamp), REPORT_7, body);
    expect(verifySignature(SECRET, { ...given, signature: otherSecret }, REPORT_7, body, NOW)).toMatchObject({
      ok: false,
    });
    expect(verifySignature(SECRET, given, REPORT_7, body.replace("Review", "Revie"), NOW)).toMatchObject({
      ok: false,
    });
    expect(verifySignature(SECRET, given, REPORT_7, body, NOW + 301_000)).toEqual({
      ok: false,
      reason: "The signature has expired.",
    });
    expect(verifySignature(SECRET, { ...given, signature: "sha256=short" }, REPORT_7, body, NOW)).toMatchObject({
      ok: false,
    });
  });

  it("takes the path of a URL, without its origin or query", () => {
    expect(targetOf("POST", "https://n8n.example/webhook/abc?x=1")).toEqual({ method: "POST", path: "/webhook/abc" });
  });
});

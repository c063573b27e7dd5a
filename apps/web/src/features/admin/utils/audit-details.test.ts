import { describe, expect, it } from "vitest";
import { describeAuditDetails, describeAuditTarget } from "./audit-details";

describe("describeAuditDetails", () => {
  it("joins non-empty details, stringifying non-strings", () => {
    expect(describeAuditDetails({ email: "a@b.test", version: 2, active: true, empty: "", none: null })).toBe(
      "email=a@b.test, version=2, active=true",
    );
    expect(describeAuditDetails({})).toBe("");
  });
});

describe("describeAuditTarget", () => {
  it("names the target or shows a dash", () => {
    expect(describeAuditTarget("registration", "r1")).toBe("registration r1");
    expect(describeAuditTarget(null, null)).toBe("—");
  });
});

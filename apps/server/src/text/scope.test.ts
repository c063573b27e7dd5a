import { describe, expect, it } from "vitest";
import { scopeOf } from "./scope";

describe("scopeOf", () => {
  it("reads the scope a rule limits the assistant to, however it is worded", () => {
    expect(scopeOf("Only answer questions about memberships, classes and opening hours.")).toBe(
      "memberships, classes and opening hours",
    );
    expect(scopeOf("You should only help customers with orders and returns")).toBe("orders and returns");
    expect(scopeOf("Leo only discusses the museum's exhibitions and tickets.")).toBe(
      "the museum's exhibitions and tickets",
    );
    expect(scopeOf("You are strictly limited to questions about flight changes and baggage.")).toBe(
      "flight changes and baggage",
    );
    expect(scopeOf("If asked about anything other than course enrolment, politely decline.")).toBe("course enrolment");
    expect(scopeOf("If a user asks about topics outside the library's services, say you can't help.")).toBe(
      "the library's services",
    );
    expect(scopeOf("Do not answer questions unrelated to your energy account.")).toBe("your energy account");
  });

  it("keeps the scope apart from what the sentence adds after it", () => {
    expect(scopeOf("Only discuss our own products; do not mention other shops.")).toBe("our own products");
    expect(scopeOf("Only handle bookings and fees, and politely decline anything else.")).toBe("bookings and fees");
  });

  it("reads nothing in rules that limit how, not what, or limit nothing", () => {
    expect(scopeOf("Only answer in English.")).toBeNull();
    expect(scopeOf("Only reply once per message.")).toBeNull();
    expect(scopeOf("Answer questions about bookings and fees.")).toBeNull();
    expect(scopeOf("Only the account holder may change the address.")).toBeNull();
    expect(scopeOf("Never discuss other customers' orders.")).toBeNull();
    expect(scopeOf("If a user asks about a refund, explain the policy.")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { createAccessCache } from "./access-cache";
import type { CurrentUser } from "./create-app";
import { createLocalEventBus } from "./realtime";

const ada: CurrentUser = {
  id: "user-ada",
  email: "ada@aesop.test",
  name: "Ada",
  role: "admin",
  organization: null,
  emailVerified: true,
  createdAt: new Date("2026-01-01T00:00:00Z"),
};
const farFuture = new Date("2100-01-01T00:00:00Z");

function cacheWithClock(ttlMs = 30_000) {
  let now = 1_000_000;
  const events = createLocalEventBus();
  const cache = createAccessCache(events, { ttlMs, now: () => now });
  return { cache, events, advance: (ms: number) => (now += ms), now: () => now };
}

describe("the access cache", () => {
  it("keeps a session for the window, then reads it again", () => {
    const { cache, advance } = cacheWithClock();
    cache.rememberSession("token.sig", ada, farFuture, cache.generation());
    expect(cache.session("token.sig")).toEqual(ada);
    advance(29_999);
    expect(cache.session("token.sig")).toEqual(ada);
    advance(2);
    expect(cache.session("token.sig")).toBeUndefined();
  });

  it("never keeps a session past its own expiry", () => {
    const { cache, advance, now } = cacheWithClock();
    cache.rememberSession("token.sig", ada, new Date(now() + 5_000), cache.generation());
    advance(5_001);
    expect(cache.session("token.sig")).toBeUndefined();
  });

  it("forgets a user's sessions and NDA acceptance, leaving other users' alone", async () => {
    const { cache } = cacheWithClock();
    const grace = { ...ada, id: "user-grace" };
    cache.rememberSession("ada-1.sig", ada, farFuture, cache.generation());
    cache.rememberSession("ada-2.sig", ada, farFuture, cache.generation());
    cache.rememberSession("grace.sig", grace, farFuture, cache.generation());
    cache.rememberNdaAcceptance(ada.id, { accepted: true, version: 1 }, cache.generation());
    await cache.forgetUser(ada.id);
    expect(cache.session("ada-1.sig")).toBeUndefined();
    expect(cache.session("ada-2.sig")).toBeUndefined();
    expect(cache.ndaAcceptance(ada.id)).toBeUndefined();
    expect(cache.session("grace.sig")).toEqual(grace);
  });

  it("does not keep what was read while a forget happened (the read may predate it)", async () => {
    const { cache } = cacheWithClock();
    const before = cache.generation();
    // A request read the session from the database; meanwhile the user signed out everywhere.
    await cache.forgetUser(ada.id);
    cache.rememberSession("token.sig", ada, farFuture, before);
    cache.rememberLatestNda({ version: 1, textSha256: "a" }, before);
    expect(cache.session("token.sig")).toBeUndefined();
    expect(cache.latestNda()).toBeUndefined();
  });

  it("forgets only the latest NDA when one is published, and only the named user", async () => {
    const { cache, events } = cacheWithClock();
    cache.rememberLatestNda({ version: 1, textSha256: "a" }, cache.generation());
    cache.rememberSession("token.sig", ada, farFuture, cache.generation());
    await cache.forgetLatestNda();
    expect(cache.latestNda()).toBeUndefined();
    expect(cache.session("token.sig")).toEqual(ada);
    await events.signal({ type: "user.changed", userId: "someone-else" });
    expect(cache.session("token.sig")).toEqual(ada);
  });

  it("keeps nothing with a window of 0", () => {
    const { cache } = cacheWithClock(0);
    cache.rememberSession("token.sig", ada, farFuture, cache.generation());
    cache.rememberLatestNda({ version: 1, textSha256: "a" }, cache.generation());
    expect(cache.session("token.sig")).toBeUndefined();
    expect(cache.latestNda()).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import type { LookupAddress } from "node:dns";
import { checkTargetUrl, guardedLookup, RefusedAddressError, refusedAddress, targetNetworksOf } from "./network-guard";

describe("refusedAddress", () => {
  it.each([
    ["169.254.169.254", "the cloud's metadata service"],
    ["169.254.0.1", "link-local"],
    ["0.0.0.0", "this network"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["fe80::1", "IPv6 link-local"],
    ["::", "IPv6 unspecified"],
    ["2001::1", "Teredo"],
    ["100::1", "IPv6 discard"],
  ])("never calls %s (%s), even where private networks are allowed", (address) => {
    expect(refusedAddress(address, "public-and-private")).toBe("a link-local or reserved address");
    expect(refusedAddress(address, "public")).toBe("a link-local or reserved address");
  });

  it.each([
    ["::ffff:169.254.169.254", "IPv4-mapped"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped, in hex"],
    ["::ffff:0:a9fe:a9fe", "IPv4-translated"],
    ["64:ff9b::a9fe:a9fe", "NAT64"],
    ["64:ff9b::169.254.169.254", "NAT64, dotted"],
    ["2002:a9fe:a9fe::1", "6to4"],
    ["::a9fe:a9fe", "IPv4-compatible"],
  ])("judges %s (%s) as the metadata service it carries", (address) => {
    const reason = "a link-local or reserved address (169.254.169.254 written as IPv6)";
    expect(refusedAddress(address, "public-and-private")).toBe(reason);
    expect(refusedAddress(address, "public")).toBe(reason);
  });

  it.each(["::ffff:127.0.0.1", "::ffff:7f00:1", "64:ff9b::7f00:1", "2002:7f00:1::", "::127.0.0.1"])(
    "judges %s as the loopback address it carries",
    (address) => {
      expect(refusedAddress(address, "public")).toBe("on a private network or this server (127.0.0.1 written as IPv6)");
      expect(refusedAddress(address, "public-and-private")).toBeNull();
    },
  );

  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "100.64.0.1",
    "::1",
    "fd00::1",
    "fec0::1",
    "64:ff9b:1::a",
  ])("calls %s only where private networks are allowed", (address) => {
    expect(refusedAddress(address, "public")).toBe("on a private network or this server");
    expect(refusedAddress(address, "public-and-private")).toBeNull();
  });

  it.each(["8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700::1111", "64:ff9b::808:808", "2002:808:808::1"])(
    "calls the public address %s",
    (address) => {
      expect(refusedAddress(address, "public")).toBeNull();
    },
  );
});

describe("targetNetworksOf", () => {
  it("follows PRIVATE_TARGETS, and in auto mode allows private networks only to a site served locally", () => {
    expect(targetNetworksOf({ PRIVATE_TARGETS: "allow", BASE_URL: "https://aesop.example.com" })).toBe(
      "public-and-private",
    );
    expect(targetNetworksOf({ PRIVATE_TARGETS: "block", BASE_URL: "http://localhost:3000" })).toBe("public");
    expect(targetNetworksOf({ PRIVATE_TARGETS: "auto", BASE_URL: "https://aesop.example.com" })).toBe("public");
    for (const local of [
      undefined,
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
      "http://10.0.0.5:3000",
      "http://app.localhost",
    ]) {
      expect(targetNetworksOf({ PRIVATE_TARGETS: "auto", BASE_URL: local })).toBe("public-and-private");
    }
  });
});

describe("checkTargetUrl", () => {
  it("refuses a URL by its resolved address, with the reason and, for a private one, the setting", async () => {
    expect(await checkTargetUrl("http://169.254.169.254/latest/meta-data/", "public-and-private")).toBe(
      "AESOP does not call 169.254.169.254: it is a link-local or reserved address.",
    );
    expect(await checkTargetUrl("http://localhost:4400/v1", "public")).toMatch(
      /^AESOP does not call localhost \((127\.0\.0\.1|::1)\): it is on a private network or this server\. A server admin can allow private networks with PRIVATE_TARGETS=allow\.$/,
    );
    expect(await checkTargetUrl("http://[::1]:4400/v1", "public")).toContain("AESOP does not call ::1");
    expect(await checkTargetUrl("http://localhost:4400/v1", "public-and-private")).toBeNull();
  });

  it("leaves a host that does not resolve, or a URL it cannot read, to fail on its own", async () => {
    expect(await checkTargetUrl("http://no-such-host.invalid/v1", "public")).toBeNull();
    expect(await checkTargetUrl("not a url", "public")).toBeNull();
  });
});

describe("guardedLookup (each connection's resolver)", () => {
  const resolve = (host: string, networks: "public" | "public-and-private", all: boolean) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number }>((done) =>
      guardedLookup(networks)(host, { all }, (error, address, family) => done({ error, address, family })),
    );

  it("answers as dns.lookup does, one address or all, when the addresses are allowed", async () => {
    const one = await resolve("localhost", "public-and-private", false);
    expect(one.error).toBeNull();
    expect(one.address).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect([4, 6]).toContain(one.family);
    const all = await resolve("localhost", "public-and-private", true);
    expect(all.error).toBeNull();
    expect((all.address as LookupAddress[]).map((entry) => entry.address)).toContain(one.address);
  });

  it("fails the connection with the guard's sentence when an address is refused", async () => {
    for (const all of [false, true]) {
      const { error } = await resolve("localhost", "public", all);
      expect(error).toBeInstanceOf(RefusedAddressError);
      expect(error?.message).toMatch(
        /^AESOP does not call localhost \((127\.0\.0\.1|::1)\): it is on a private network/,
      );
    }
  });

  it("passes the resolver's own error on for a host that does not resolve", async () => {
    const { error } = await resolve("no-such-host.invalid", "public", false);
    expect(error).not.toBeInstanceOf(RefusedAddressError);
    expect(error?.code).toMatch(/^E[A-Z]+$/);
  });
});

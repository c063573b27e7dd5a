import dns from "node:dns";
import { lookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Where AESOP may send a builder's requests (evaluation targets): a URL any signed-in user types
 * must not make the server reach what only the server can reach (server-side request forgery).
 *
 * - Never: link-local addresses (the cloud's metadata service at 169.254.169.254, fe80::/10),
 *   "this network" (0.0.0.0/8, ::), multicast and reserved ranges. No assistant is served there.
 * - Private networks and this machine (127.0.0.0/8, 10/8, 172.16/12, 192.168/16, 100.64/10,
 *   fc00::/7, ::1): only where the deployment allows them (`PRIVATE_TARGETS`). A local install
 *   tests a model on localhost; a shared deployment must not let its users into its network.
 * - An IPv6 address that carries an IPv4 one (IPv4-mapped or -translated, NAT64's 64:ff9b::/96,
 *   6to4, the deprecated IPv4-compatible ::a.b.c.d) is judged as that IPv4 address: written so, the
 *   metadata service or localhost must not pass for a public IPv6 address.
 */
export type TargetNetworks = "public" | "public-and-private";

function blockList(v4: string[], v6: string[]): BlockList {
  const list = new BlockList();
  for (const [ranges, type] of [
    [v4, "ipv4"],
    [v6, "ipv6"],
  ] as const) {
    for (const range of ranges) {
      const [network = "", prefix = ""] = range.split("/");
      list.addSubnet(network, Number(prefix), type);
    }
  }
  return list;
}

const NEVER = blockList(
  ["0.0.0.0/8", "169.254.0.0/16", "224.0.0.0/4", "240.0.0.0/4"],
  // Teredo (2001::/32) and the discard prefix (100::/64): no assistant is served there.
  ["::/128", "fe80::/10", "ff00::/8", "2001::/32", "100::/64"],
);
const PRIVATE = blockList(
  ["10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "172.16.0.0/12", "192.0.0.0/24", "192.168.0.0/16", "198.18.0.0/15"],
  // Local-use NAT64 (64:ff9b:1::/48) reaches the operator's own IPv4 network; fec0::/10 is the old site-local.
  ["::1/128", "fc00::/7", "fec0::/10", "64:ff9b:1::/48"],
);

/** The IPv4 address an IPv6 address carries, as a.b.c.d, or null. */
function embeddedIPv4(address: string): string | null {
  if (!ipaddr.IPv6.isValid(address)) return null;
  const ip = ipaddr.IPv6.parse(address);
  const bytes = ip.toByteArray();
  const last = bytes.slice(12).join(".");
  const range = ip.range();
  if (range === "ipv4Mapped" || range === "rfc6145") return last;
  if (range === "rfc6052" && ip.match(ipaddr.IPv6.parse("64:ff9b::"), 96)) return last;
  if (range === "6to4") return bytes.slice(2, 6).join(".");
  // IPv4-compatible (::a.b.c.d), other than :: and ::1 themselves.
  if (bytes.slice(0, 12).every((byte) => byte === 0) && range !== "unspecified" && range !== "loopback") return last;
  return null;
}

const hostOf = (url: string): string | undefined => {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, "");
  } catch {
    return undefined;
  }
};

/**
 * `PRIVATE_TARGETS`: allow, block, or auto (the default): allowed when the site itself is served
 * on this machine or a private network (no BASE_URL, or one on localhost or a private address),
 * blocked when it has a public address.
 */
export function targetNetworksOf(env: {
  PRIVATE_TARGETS: "auto" | "allow" | "block";
  BASE_URL?: string;
}): TargetNetworks {
  if (env.PRIVATE_TARGETS === "allow") return "public-and-private";
  if (env.PRIVATE_TARGETS === "block") return "public";
  if (!env.BASE_URL) return "public-and-private";
  const host = hostOf(env.BASE_URL) ?? "";
  const local =
    host === "localhost" || host.endsWith(".localhost") || (isIP(host) !== 0 && classify(host).kind === "private");
  return local ? "public-and-private" : "public";
}

type AddressClass = "reserved" | "private" | "public";

/** Where an address is, judged by the IPv4 address it carries when it carries one. */
function classify(address: string): { kind: AddressClass; carried: string | null } {
  const carried = embeddedIPv4(address);
  const ip = carried ?? address;
  const type = isIP(ip) === 6 ? "ipv6" : "ipv4";
  const kind = NEVER.check(ip, type) ? "reserved" : PRIVATE.check(ip, type) ? "private" : "public";
  return { kind, carried };
}

const refused = (kind: AddressClass, networks: TargetNetworks) =>
  kind === "reserved" || (kind === "private" && networks === "public");

/** Why AESOP does not call this address, or null when it may. */
export function refusedAddress(address: string, networks: TargetNetworks): string | null {
  const { kind, carried } = classify(address);
  if (!refused(kind, networks)) return null;
  const where = kind === "reserved" ? "a link-local or reserved address" : "on a private network or this server";
  return carried ? `${where} (${carried} written as IPv6)` : where;
}

const CACHE_MS = 30_000;
interface Checked {
  at: number;
  refusal: Promise<string | null>;
}
const checked = new Map<string, Checked>();

/**
 * Null when AESOP may call `url`; otherwise the reason, in words for the builder. A host that does
 * not resolve is not refused here: the call fails on its own with the resolver's error. Each host
 * is resolved at most every 30 s (a run calls its target hundreds of times).
 */
export function checkTargetUrl(url: string, networks: TargetNetworks): Promise<string | null> {
  const host = hostOf(url);
  if (host === undefined) return Promise.resolve(null);
  const key = `${networks}:${host}`;
  const cached = checked.get(key);
  if (cached && performance.now() - cached.at < CACHE_MS) return cached.refusal;
  const entry: Checked = { at: performance.now(), refusal: refusalOf(host, networks) };
  checked.set(key, entry);
  if (checked.size > 1_000) checked.delete(checked.keys().next().value ?? "");
  return entry.refusal;
}

async function refusalOf(host: string, networks: TargetNetworks): Promise<string | null> {
  let addresses: string[];
  if (isIP(host) !== 0) {
    addresses = [host];
  } else {
    try {
      addresses = (await lookup(host, { all: true })).map((entry) => entry.address);
    } catch {
      return null;
    }
  }
  return refusalOfAddresses(host, addresses, networks);
}

function refusalOfAddresses(host: string, addresses: string[], networks: TargetNetworks): string | null {
  for (const address of addresses) {
    const reason = refusedAddress(address, networks);
    if (!reason) continue;
    const shown = address === host ? host : `${host} (${address})`;
    const allow =
      classify(address).kind === "private"
        ? " A server admin can allow private networks with PRIVATE_TARGETS=allow."
        : "";
    return `AESOP does not call ${shown}: it is ${reason}.${allow}`;
  }
  return null;
}

/** A connection refused by the guard: its message is the sentence for the builder. */
export class RefusedAddressError extends Error {
  readonly code = "EREFUSEDADDRESS";
}

/**
 * The resolver of every connection to a target. checkTargetUrl judges a host before the first
 * call; a host whose DNS answers a public address then and a private one a moment later (DNS
 * rebinding) would pass it. Judging the addresses a connection is about to use closes that gap:
 * the socket connects only to an address judged here. (An IP literal skips the resolver, and
 * cannot change: checkTargetUrl's judgement of it holds.)
 */
export function guardedLookup(networks: TargetNetworks): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, entries) => {
      if (error) return callback(error, "");
      const refusal = refusalOfAddresses(
        hostname,
        entries.map((entry) => entry.address),
        networks,
      );
      if (refusal) return callback(new RefusedAddressError(refusal), "");
      if (options.all) return callback(null, entries);
      const [first] = entries;
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), "");
      callback(null, first.address, first.family);
    });
  };
}

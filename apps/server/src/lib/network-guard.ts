import dns from "node:dns";
import { lookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Where AESOP may send a builder's requests (evaluation targets): a URL any signed-in user types
 * must not make the server reach what only the server can reach (server-side request forgery).
 *
 * - Never: link-local addresses (the cloud's metadata service at 169.254.169.254, fe80::/10),
 *   "this network" (0.0.0.0/8, ::), multicast and reserved ranges. No assistant is served there.
 * - Private networks and this machine (127.0.0.0/8, 10/8, 172.16/12, 192.168/16, 100.64/10,
 *   fc00::/7, ::1): only where the deployment allows them (`PRIVATE_TARGETS`). A local install
 *   tests a model on localhost; a shared deployment must not let its users into its network.
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
  ["::/128", "fe80::/10", "ff00::/8"],
);
const PRIVATE = blockList(
  ["10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "172.16.0.0/12", "192.0.0.0/24", "192.168.0.0/16", "198.18.0.0/15"],
  ["::1/128", "fc00::/7"],
);

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
    host === "localhost" ||
    host.endsWith(".localhost") ||
    (isIP(host) !== 0 && PRIVATE.check(host, isIP(host) === 6 ? "ipv6" : "ipv4"));
  return local ? "public-and-private" : "public";
}

/** Why AESOP does not call this address, or null when it may. */
export function refusedAddress(address: string, networks: TargetNetworks): string | null {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const type = isIP(ip) === 6 ? "ipv6" : "ipv4";
  if (NEVER.check(ip, type)) return "a link-local or reserved address";
  if (networks === "public" && PRIVATE.check(ip, type)) return "on a private network or this server";
  return null;
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
      networks === "public" && reason.startsWith("on a private")
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

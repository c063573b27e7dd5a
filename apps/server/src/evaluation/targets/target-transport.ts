import http from "node:http";
import https from "node:https";
import { Agent, fetch as undiciFetch } from "undici";
import { guardedLookup, type TargetNetworks } from "../../lib/network-guard";

/**
 * How AESOP reaches a target: kept-alive connections whose every address is judged by the
 * network guard as the socket connects (guardedLookup), for node:http (openai-chat.ts) and for
 * fetch (the AI SDK's providers, HTTP targets). Redirects are answers, not followed: a public URL
 * must not lead the server to a private one.
 */
/** Kept-alive node:http agents, by the URL's protocol. */
export interface ProtocolAgents {
  "http:": http.Agent;
  "https:": https.Agent;
}

export interface TargetTransport {
  agents: ProtocolAgents;
  fetch: typeof fetch;
}

const transports = new Map<TargetNetworks, TargetTransport>();

/**
 * undici's own fetch with its own dispatcher: Node's built-in fetch bundles another undici, whose
 * dispatcher interface may differ from this one's.
 */
function guardedFetch(dispatcher: Agent): typeof fetch {
  return async (input, init) => {
    const answer = await undiciFetch(input as Parameters<typeof undiciFetch>[0], {
      ...(init as Parameters<typeof undiciFetch>[1]),
      redirect: "manual",
      dispatcher,
    });
    // The web Response in all but its TypeScript name: typed against DOM's streams where the DOM
    // library is loaded (the root tsconfig, which checks the benchmarks that import this).
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    return answer as unknown as Response;
  };
}

/** One transport per network policy, shared by every target of this process. */
export function targetTransport(networks: TargetNetworks): TargetTransport {
  let transport = transports.get(networks);
  if (!transport) {
    const lookup = guardedLookup(networks);
    transport = {
      agents: {
        "http:": new http.Agent({ keepAlive: true, lookup }),
        "https:": new https.Agent({ keepAlive: true, lookup }),
      },
      fetch: guardedFetch(new Agent({ connect: { lookup } })),
    };
    transports.set(networks, transport);
  }
  return transport;
}

import { createServer, connect, type Socket } from "node:net";

export interface TcpProxy {
  /** `host:port` to connect to instead of the target. */
  host: string;
  port: number;
  /** Cuts every open connection and refuses new ones, as a database restart or a network fault would. */
  drop(): void;
  /** Lets connections through again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in the test process between a server and its PostgreSQL, to inject faults: while
 * dropped, every connection is cut and each new one is closed as soon as it is accepted.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let dropped = false;
  const server = createServer((client) => {
    if (dropped) return void client.destroy();
    const upstream = connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the proxy has no port");
  return {
    host: "127.0.0.1",
    port: address.port,
    drop: () => {
      dropped = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore: () => {
      dropped = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

import { createServer } from "node:http";

/**
 * The baseline of the HTTP benchmark: the same Node, no framework, no middleware, no database.
 * The real server's figures are reported as a fraction of this one's, which makes them
 * comparable across machines. Started by run.ts with PORT set.
 */

const body = JSON.stringify({ status: "ok" });
const headers = { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) };

const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1");

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}

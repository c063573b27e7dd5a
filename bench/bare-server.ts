import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { openDatabase, type DatabaseHandle } from "../apps/server/src/db/client";

/**
 * The baselines of the HTTP benchmark: the same Node, no framework, no middleware. The real
 * server's figures are reported as a fraction of this one's, which makes them comparable across
 * machines. Started by run.ts with PORT set, and BARE_MODE:
 *
 * - `constant` (default): a constant JSON body, the floor of any JSON endpoint.
 * - `project-list`: `BARE_USER_ID`'s projects, newest first, by the one SELECT a hand-written
 *   endpoint needs, through the server's own driver stack (node-postgres, and PGlite behind its
 *   socket when embedded): on the PostgreSQL server of `BARE_DATABASE_URL`, or else on the
 *   embedded database in `BARE_DATA_DIR`. No session, no NDA: what the real endpoint is measured against.
 */

const PROJECT_LIST_SQL =
  "select id, project_name, status, created_at from projects where user_id = $1 order by created_at desc";
const POOL_SIZE = 10;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

function constantHandler(): Handler {
  const body = JSON.stringify({ status: "ok" });
  const headers = { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) };
  return (_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  };
}

interface ProjectRow {
  id: string;
  project_name: string;
  status: string;
  created_at: Date;
}

function projectListHandler(database: DatabaseHandle, userId: string): Handler {
  return (_request, response) => {
    database.pool.query<ProjectRow>(PROJECT_LIST_SQL, [userId]).then(
      ({ rows }) => {
        const body = JSON.stringify({
          projects: rows.map((row) => ({
            id: row.id,
            projectName: row.project_name,
            status: row.status,
            createdAt: row.created_at.toISOString(),
          })),
        });
        response.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) });
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(500, { "Content-Type": "text/plain" });
        response.end(error instanceof Error ? error.message : String(error));
      },
    );
  };
}

let database: DatabaseHandle | undefined;
let handler: Handler;
if (process.env.BARE_MODE === "project-list") {
  const userId = process.env.BARE_USER_ID;
  if (!userId) throw new Error("BARE_MODE=project-list needs BARE_USER_ID");
  database = await openDatabase({
    databaseUrl: process.env.BARE_DATABASE_URL || undefined,
    dataDir: process.env.BARE_DATA_DIR ?? "",
    poolSize: POOL_SIZE,
  });
  handler = projectListHandler(database, userId);
} else {
  handler = constantHandler();
}

const server = createServer(handler);
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1");

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.closeAllConnections();
    server.close(() => {
      void (database?.close() ?? Promise.resolve()).finally(() => process.exit(0));
    });
  });
}

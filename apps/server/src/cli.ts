import { parseArgs } from "node:util";
import { passwordSchema } from "@aesop/shared/contracts/passwords";
import { describeInconsistencies, findInconsistencies } from "./consistency-check";
import { createServerContext } from "./context-factory";
import { openDatabase } from "./db/client";
import { applyMigrations } from "./db/migrate";
import { createLogger } from "./lib/logger";
import { ensureAdmin } from "./modules/account/account.service";
import { ConfigError, loadEnv } from "./env";
import { addUserGuide } from "./modules/user-guides/user-guides.service";

const usage = `Usage: npm run cli -- <command> [options]

Commands:
  migrate                       apply database migrations
  check                         check that the stored work is consistent (every finished scenario
                                has its turns, run counters match a recount, no run or Cave
                                dialogue is running with nothing queued); exits 1 on any finding.
                                Run it while no work is in flight.
  admin:create                  create an admin account, or promote an existing user
      --email <address>         required
      --password <text>         required for a new account (6 to 128 characters)
  user-guide:add                publish a user guide by link
      --title <text>            required
      --guide-version <text>    required, e.g. 1.0
      --url <link>              required, the PDF's address
      --description <text>
      --inactive                add without making it the active guide

The database is the one the server uses (DATABASE_URL, or the embedded one in DATA_DIR);
with the embedded database, stop the server first.`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (!command || command === "--help" || command === "help") {
    console.log(usage);
    return;
  }
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    await applyMigrations(database.db);
    switch (command) {
      case "migrate":
        console.log("Migrations applied.");
        break;
      case "check": {
        const found = await findInconsistencies(database.pool);
        console.log(describeInconsistencies(found));
        if (found.length > 0) process.exitCode = 1;
        break;
      }
      case "user-guide:add": {
        const { values } = parseArgs({
          args: rest,
          options: {
            title: { type: "string" },
            "guide-version": { type: "string" },
            url: { type: "string" },
            description: { type: "string" },
            inactive: { type: "boolean", default: false },
          },
        });
        const { title, url, description } = values;
        const version = values["guide-version"];
        if (!title || !version || !url) throw new UsageError("user-guide:add needs --title, --guide-version and --url");
        const guide = await addUserGuide(
          { db: database.db },
          { title, version, fileUrl: url, description, active: !values.inactive },
        );
        console.log(`User guide ${guide.id} added${values.inactive ? "" : " and made active"}.`);
        break;
      }
      case "admin:create": {
        const { values } = parseArgs({
          args: rest,
          options: { email: { type: "string" }, password: { type: "string" } },
        });
        if (!values.email || !values.password) throw new UsageError("admin:create needs --email and --password");
        const password = passwordSchema.safeParse(values.password);
        if (!password.success) throw new UsageError(password.error.issues[0]?.message ?? "Invalid password");
        // The full context (auth, job queue) without workers: mails stay queued for the server.
        const ctx = await createServerContext(env, database, createLogger("warn"), { workers: false });
        try {
          const outcome = await ensureAdmin(ctx, values.email, password.data);
          console.log(`Admin ${values.email} ${outcome}.`);
        } finally {
          await ctx.stopJobs();
        }
        break;
      }
      default:
        throw new UsageError(`Unknown command: ${command}`);
    }
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else if (error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

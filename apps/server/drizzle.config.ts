import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // The shared tables, and a run agent's own beside its code (`agents/<id>/<id>.schema.ts`,
  // decision 0093), so that a new agent's tables touch no file of db/schema.
  schema: ["./src/db/schema/index.ts", "./src/agents/*/*.schema.ts"],
  out: "./src/db/migrations",
});

import pg from "pg";

/**
 * Counts the statements this process sends to any database through node-postgres (the app's pool,
 * pg-boss's, a transaction's BEGIN and COMMIT), from now until `stop`: the database work per
 * evaluation call, measured without pg_stat_statements (tests and `npm run bench`). One counter at
 * a time; `stop` puts the driver back as it was.
 */
export function countStatements(): { readonly count: number; stop(): number } {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  let count = 0;
  prototype.query = function countedQuery(this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    stop() {
      prototype.query = original;
      return count;
    },
  };
}

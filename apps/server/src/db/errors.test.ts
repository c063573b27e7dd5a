import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./errors";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("is true for a database that is away, however the error is wrapped", () => {
    const cases = [
      withCode("ECONNREFUSED"),
      withCode("ECONNRESET"),
      withCode("57P01", "terminating connection due to administrator command"),
      withCode("57P03", "the database system is starting up"),
      withCode("08006"),
      new Error("Connection terminated unexpectedly"),
      new Error("Client has encountered a connection error and is not queryable"),
      new Error("timeout exceeded when trying to connect"),
      // Drizzle's wrapping, and Node's AggregateError of one error per address tried.
      new Error("Failed query: select 1", { cause: withCode("57P01") }),
      new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")], ""),
    ];
    for (const error of cases) expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it("is false for errors of the query or the input", () => {
    const cases = [
      withCode("42P01", 'relation "no_such_table" does not exist'),
      withCode("23505"),
      withCode("22021"),
      new Error("Something else"),
      "ECONNREFUSED",
      null,
    ];
    for (const error of cases) expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { CliError } from "../src/exit-codes.js";
import { numberedScripts, parseScriptRef, resolveScriptRef } from "../src/script-ref.js";

const report = (id: number, title: string, createdAt: string, agent = "script-generation") => ({
  id,
  agent,
  title,
  status: "done",
  createdAt,
});

// Report ids count every agent's reports; the scripts are #1, #2, #3 among themselves.
const reports = [
  report(9, "TripMate — quick test script", "2026-11-27T10:03:00.000Z"),
  report(2, "Instructions review", "2026-11-27T10:00:00.000Z", "instructions-review"),
  report(6, "TripMate — standard test script", "2026-11-27T10:01:00.000Z"),
  report(7, "TripMate — standard test script", "2026-11-27T10:02:00.000Z"),
];

describe("--script", () => {
  it("reads a plain number as the report id, #n or 'Script #n' as the script's number, anything else as its name", () => {
    expect(parseScriptRef("6")).toEqual({ kind: "id", id: 6 });
    expect(parseScriptRef("#2")).toEqual({ kind: "number", number: 2 });
    expect(parseScriptRef(" Script #3 ")).toEqual({ kind: "number", number: 3 });
    expect(parseScriptRef("test script #1")).toEqual({ kind: "number", number: 1 });
    expect(parseScriptRef("TripMate — quick test script")).toEqual({
      kind: "name",
      name: "TripMate — quick test script",
    });
    expect(() => parseScriptRef("0")).toThrow(CliError);
    expect(() => parseScriptRef("#0")).toThrow(/numbered from #1/);
  });

  it("numbers the project's scripts oldest first, as the pages do", () => {
    expect(numberedScripts(reports).map((script) => [script.number, script.id])).toEqual([
      [1, 6],
      [2, 7],
      [3, 9],
    ]);
  });

  it("finds the report id of a number or a unique name, in any case", () => {
    expect(resolveScriptRef({ kind: "number", number: 1 }, reports)).toBe(6);
    expect(resolveScriptRef({ kind: "number", number: 3 }, reports)).toBe(9);
    expect(resolveScriptRef({ kind: "name", name: "tripmate — QUICK test script" }, reports)).toBe(9);
    expect(resolveScriptRef({ kind: "id", id: 42 }, reports)).toBe(42);
  });

  it("says which scripts there are when none or several match (exit 2)", () => {
    expect(() => resolveScriptRef({ kind: "number", number: 4 }, reports)).toThrow(
      /"#4": no such test script\. The project's test scripts: #1 "TripMate — standard test script", #2 .*#3 "TripMate — quick test script"\./,
    );
    expect(() => resolveScriptRef({ kind: "name", name: "TripMate — standard test script" }, reports)).toThrow(
      /2 test scripts have this name \(#1, #2\); give its number instead, such as --script "#2"/,
    );
    expect(() => resolveScriptRef({ kind: "number", number: 1 }, [])).toThrow(/no test script yet/);
    try {
      resolveScriptRef({ kind: "name", name: "Nope" }, reports);
    } catch (error) {
      expect(error).toBeInstanceOf(CliError);
      expect((error as CliError).exitCode).toBe(2);
    }
  });
});

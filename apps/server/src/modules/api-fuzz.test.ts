import { like } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRateLimits } from "../db/schema/index";
import { acceptLatestNda, clientFor, createAdmin, createMember, signIn, visitor } from "../testing/accounts";
import { invalidValue, nastyString, validValue, type JsonSchema } from "../testing/fuzz/schema-arbitrary";
import { createTestApp, type TestApp } from "../testing/test-app";

/**
 * A property-based fuzzer over the OpenAPI document: every documented operation is called with
 * generated valid and invalid bodies, parameters and headers, as each role. What must hold for
 * every answer: no 5xx, no stack trace or database error in the body, nothing of another user's,
 * and every 2xx matches the schema the document gives for it. Seeds are fixed (printed by
 * fast-check on failure, with the counterexample), the run count bounded to stay under a minute.
 */
const SEED = 20_261_123;
const RUNS_PER_OPERATION = 20;
/** On a loaded machine the runs stop early rather than the suite running long. */
const TIME_BUDGET_MS = 45_000;

type Role = "anonymous" | "noNda" | "user" | "otherUser" | "admin";
const ROLES: Role[] = ["anonymous", "noNda", "user", "otherUser", "admin"];

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { contentType: string; schema?: JsonSchema };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Omit<Operation, "method" | "path"> & { requestBody?: unknown }>>;
}

/** Signs of an error that escaped: stack frames, the database's and the ORM's messages. */
const LEAK = [
  /\bat (async )?[\w.<>]+ \(/,
  /\.ts:\d+:\d+/,
  /node_modules/,
  /Failed query:/i,
  /syntax error at or near/i,
  /violates (unique|foreign key|not-null|check) constraint/i,
  /relation "[^"]+" does not exist/i,
  /invalid input syntax for/i,
  /invalid byte sequence/i,
  /DrizzleQueryError|PostgresError|ZodError/,
];

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const requestBody = operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined;
      const [contentType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: contentType ? { contentType, schema: media?.schema } : undefined,
        responses: operation.responses,
      };
    }),
  );
}

/** encodeURIComponent, except that a lone surrogate goes out as its raw (WTF-8) bytes, as an attacker's would. */
function encodeSegment(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join("");
      }
      return encodeURIComponent(char);
    })
    .join("");
}

describe("API fuzzer: every documented operation × role, generated input", () => {
  let t: TestApp;
  let document: OpenApiDocument;
  const cookies = {} as Record<Role, string>;
  const credentials: Partial<Record<Role, { email: string; password: string }>> = {
    admin: { email: "admin@aesop.test", password: "admin-password" },
    user: { email: "user@fuzz.test", password: "member-password" },
    otherUser: { email: "other@fuzz.test", password: "member-password" },
    noNda: { email: "nonda@fuzz.test", password: "member-password" },
  };
  /** Only the other user's data carries this; nobody else may ever see it. */
  const otherMarker = `other-private-${Math.random().toString(36).slice(2)}`;
  const ids: Record<string, string[]> = { any: ["1", "0", "-1", "99999999999999999999", "not-an-id"] };

  beforeAll(async () => {
    t = await createTestApp({
      // Queued work stays queued: the fuzzer looks at answers, not at background effects.
      WORKERS: "false",
      INSTRUCTIONS_WEBHOOK_URL: "http://127.0.0.1:9/unreachable",
      WEBHOOK_SECRET: "w".repeat(32),
    });
    const admin = await createAdmin(t);
    cookies.admin = admin.cookie;
    cookies.anonymous = "";
    for (const role of ["user", "otherUser", "noNda"] as const) {
      const { email, password } = credentials[role] ?? { email: "", password: "" };
      cookies[role] = (await createMember(t, admin, { email, password, acceptNda: role !== "noNda" })).cookie;
    }
    const as = (role: Role) => clientFor(t, cookies[role]);
    const project = async (role: Role, projectName: string) =>
      ((await (await as(role).request("/api/projects", { json: { projectName } })).json()) as { id: string }).id;
    const own = await project("user", "Fuzzed project");
    const other = await project("otherUser", `${otherMarker} project`);
    // A second project of the other user, whose id the fuzzer never gets: the marker stays.
    const hidden = await project("otherUser", `${otherMarker} hidden`);
    const session = async (role: Role, projectId: string) =>
      (
        (await (
          await as(role).request(`/api/projects/${projectId}/agent-sessions`, { json: { agent: "ideation" } })
        ).json()) as { session: { id: string } }
      ).session.id;
    const otherSession = await session("otherUser", hidden);
    await (
      await as("otherUser").request(`/api/agent-sessions/${otherSession}/messages`, {
        json: { text: `My secret plan is ${otherMarker}` },
      })
    ).text();
    const review = async (role: Role, projectId: string) =>
      String(
        (
          (await (
            await as(role).request(`/api/projects/${projectId}/instructions`, {
              json: { instructions: `You are an assistant. ${otherMarker}` },
            })
          ).json()) as { id: number }
        ).id,
      );
    ids.project = [own, other];
    ids.session = [await session("user", own), otherSession];
    ids.report = [await review("otherUser", hidden)];
    document = (await (await t.request("/api/openapi.json")).json()) as OpenApiDocument;
    // Four accounts through the real path (each password hashed): slow when the machine is busy.
  }, 180_000);
  afterAll(() => t.close());

  it("documents every API route (the event stream, transcriptions and webhook callbacks included)", () => {
    const documented = new Set(operationsOf(document).map((operation) => `${operation.method} ${operation.path}`));
    const served = t.app.routes
      .filter((route) => route.path.startsWith("/api/") && route.method !== "ALL" && !route.path.includes("*"))
      .map((route) => `${route.method} ${route.path.replaceAll(/:(\w+)/g, "{$1}")}`)
      .filter((route) => route !== "GET /api/openapi.json");
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
    for (const path of ["GET /api/events", "POST /api/transcriptions", "POST /api/auth/sign-in/email"]) {
      expect(documented).toContain(path);
    }
    expect([...documented].some((route) => route.startsWith("POST /api/webhooks/"))).toBe(true);
  });

  /** Sign-outs, a newly published NDA and the like must not starve the later operations. */
  async function restoreRoles() {
    // Re-accepting after each NDA the fuzzer published would soon meet the acceptance limit.
    await t.ctx.db.delete(apiRateLimits).where(like(apiRateLimits.key, "nda-acceptance:%"));
    for (const role of ["admin", "user", "otherUser", "noNda"] as const) {
      const me = await clientFor(t, cookies[role]).request("/api/me");
      const login = credentials[role];
      if (me.status === 401 && login) cookies[role] = (await signIn(t, login.email, login.password)).cookie;
      if (role !== "noNda") {
        const status = (await (await clientFor(t, cookies[role]).request("/api/nda/status")).json()) as {
          needsAcceptance?: boolean;
        };
        if (status.needsAcceptance) await acceptLatestNda(clientFor(t, cookies[role]));
      }
    }
  }

  function pathValue(name: string): fc.Arbitrary<string> {
    const pool = /session/i.test(name)
      ? ids.session
      : /report/i.test(name)
        ? ids.report
        : /project|^id$/i.test(name)
          ? ids.project
          : [];
    return fc.oneof(
      { weight: 3, arbitrary: pool?.length ? fc.constantFrom(...pool) : fc.uuid() },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.constantFrom(...(ids.any ?? ["1"])) },
      { weight: 1, arbitrary: nastyString().map((text) => text.slice(0, 300)) },
    );
  }

  const HEADER_VARIANTS: Record<string, string>[] = [
    { Origin: "https://evil.example" },
    { "Content-Type": "text/plain" },
    { "Content-Type": "application/json; charset=utf-16" },
    { "X-Forwarded-For": "999.1.1.1, <script>, ::ffff:1" },
    { Accept: "text/html" },
    { Cookie: "better-auth.session_token=forged.signature" },
    { "X-AESOP-Timestamp": "1", "X-AESOP-Signature": "sha256=00" },
  ];
  const MALFORMED_BODIES = ["{", "null", "[]", "\u0000", '{"a":', "x".repeat(1000)];

  function requestOf(operation: Operation) {
    const pathParameters = operation.parameters.filter((parameter) => parameter.in === "path");
    const queryParameters = operation.parameters.filter((parameter) => parameter.in === "query");
    return fc.record({
      role: fc.constantFrom(...ROLES),
      path: fc.record(
        Object.fromEntries(pathParameters.map((parameter) => [parameter.name, pathValue(parameter.name)])),
      ),
      query: fc.record(
        Object.fromEntries(
          queryParameters.map((parameter) => [
            parameter.name,
            fc.option(fc.oneof(validValue(parameter.schema).map(String), nastyString()), { nil: undefined }),
          ]),
        ),
      ),
      body: fc.oneof(
        { weight: 3, arbitrary: validValue(operation.body?.schema).map((value) => ({ json: value })) },
        { weight: 3, arbitrary: invalidValue(operation.body?.schema).map((value) => ({ json: value })) },
        { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES).map((raw) => ({ raw })) },
      ),
      headers: fc.option(fc.constantFrom(...HEADER_VARIANTS), { nil: undefined, freq: 4 }),
    });
  }

  type Generated = ReturnType<typeof requestOf> extends fc.Arbitrary<infer T> ? T : never;

  let address = 0;
  /** What clientFor sends: this site's Origin, a fresh client address, the role's cookie. */
  const baseHeaders = (role: Role): Record<string, string> => ({
    Origin: "http://aesop.test",
    "X-Forwarded-For": `10.77.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`,
    ...(cookies[role] ? { Cookie: cookies[role] } : {}),
  });

  async function send(operation: Operation, input: Generated): Promise<{ response: Response; text: string }> {
    const path = operation.path.replaceAll(/\{(\w+)\}/g, (_, name: string) =>
      encodeSegment(String(input.path[name] ?? "x")),
    );
    const query = new URLSearchParams(
      Object.entries(input.query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ).toString();
    const url = query ? `${path}?${query}` : path;
    const client = clientFor(t, cookies[input.role]);
    const withBody = operation.method !== "GET" && operation.method !== "HEAD";
    let response: Response;
    if (withBody && operation.body?.contentType === "multipart/form-data") {
      const form = new FormData();
      const fields = "json" in input.body ? input.body.json : undefined;
      // An object's properties become form fields; any other generated value one field.
      const entries =
        fields && typeof fields === "object" && !Array.isArray(fields) ? Object.entries(fields) : [["value", fields]];
      for (const [key, value] of entries as [string, unknown][]) {
        form.set(key, typeof value === "string" ? value : JSON.stringify(value));
      }
      form.set("file", new Blob(["%PDF-1.4 fuzz"], { type: "application/pdf" }), "guide.pdf");
      form.set("audio", new Blob([new Uint8Array([0, 1, 2, 3])], { type: "audio/webm" }), "voice.webm");
      response = await t.request(url, { method: operation.method, headers: baseHeaders(input.role), body: form });
    } else if (withBody && "raw" in input.body) {
      response = await t.request(url, {
        method: operation.method,
        headers: { ...baseHeaders(input.role), "Content-Type": "application/json", ...input.headers },
        body: input.body.raw,
      });
    } else {
      response = await client.request(url, {
        method: operation.method,
        json: withBody && "json" in input.body ? input.body.json : undefined,
        headers: input.headers,
      });
    }
    // An event stream never ends: its status and headers are the answer.
    if (response.headers.get("content-type")?.includes("text/event-stream") && operation.path === "/api/events") {
      await response.body?.cancel();
      return { response, text: "" };
    }
    return { response, text: await response.text() };
  }

  /** What the run covered, so that a generator gone blind (everything 400) fails the test. */
  const coverage = {
    requests: 0,
    schemaChecked: 0,
    byStatus: new Map<number, number>(),
    okOperations: new Set<string>(),
  };

  function check(operation: Operation, input: Generated, response: Response, text: string) {
    coverage.requests++;
    coverage.byStatus.set(response.status, (coverage.byStatus.get(response.status) ?? 0) + 1);
    const label = `${operation.method} ${operation.path} as ${input.role} → ${response.status}`;
    expect(response.status, `${label}: ${text.slice(0, 300)}`).toBeLessThan(500);
    for (const pattern of LEAK) expect(text, `${label} leaks ${String(pattern)}`).not.toMatch(pattern);
    if (input.role !== "otherUser") {
      expect(text, `${label} shows the other user's data`).not.toContain(otherMarker);
      if (input.role !== "admin")
        expect(text, `${label} shows the other user's e-mail`).not.toContain("other@fuzz.test");
    }
    if (response.status >= 200 && response.status < 300) {
      const contentType = response.headers.get("content-type") ?? "";
      const documented = operation.responses[String(response.status)];
      expect(documented, `${label} is not a documented answer`).toBeDefined();
      coverage.okOperations.add(`${operation.method} ${operation.path}`);
      if (contentType.includes("application/json")) {
        const schema = documented?.content?.["application/json"]?.schema;
        expect(schema, `${label}: no JSON schema documented`).toBeDefined();
        const parsed = z.fromJSONSchema(schema as z.core.JSONSchema.JSONSchema).safeParse(JSON.parse(text));
        expect(parsed.success, `${label} does not match its schema: ${parsed.error?.message ?? ""}`).toBe(true);
        coverage.schemaChecked++;
      }
    }
  }

  it("holds the API's promises for every operation", { timeout: 240_000 }, async () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);
    const started = performance.now();
    for (const [index, operation] of operations.entries()) {
      const left = TIME_BUDGET_MS - (performance.now() - started);
      // Never below one slow request: an operation interrupted before its first input is sent
      // fails ("interrupted after 0 tests"), as it did in CI on a busy machine.
      const interruptAfterTimeLimit = Math.max(2_500, left / (operations.length - index));
      // Hashing a password on every sign-in attempt is slow by design: fewer runs there.
      const numRuns = operation.path.startsWith("/api/auth/") ? 5 : RUNS_PER_OPERATION;
      await fc.assert(
        fc.asyncProperty(requestOf(operation), async (input) => {
          try {
            const { response, text } = await send(operation, input);
            check(operation, input, response, text);
          } catch (error) {
            // fast-check reports the counterexample and seed; this says what went wrong with it.
            const reason = error instanceof Error ? error.message : String(error);
            throw new Error(`${operation.method} ${operation.path} as ${input.role}: ${reason}`, { cause: error });
          }
        }),
        { numRuns, seed: SEED + index, endOnFailure: true, interruptAfterTimeLimit, markInterruptAsFailure: false },
      );
      await restoreRoles();
    }
    console.info("fuzz coverage", {
      requests: coverage.requests,
      schemaChecked: coverage.schemaChecked,
      operationsWith2xx: coverage.okOperations.size,
      of: operations.length,
      byStatus: Object.fromEntries(coverage.byStatus),
    });
    // Valid input must get through often enough for the schema checks to mean something.
    expect(coverage.okOperations.size).toBeGreaterThanOrEqual(operations.length / 3);
  });

  it("still answers the roles as before (the fuzzing broke nothing for the next user)", async () => {
    await restoreRoles();
    expect((await visitor(t).request("/api/health")).status).toBe(200);
    expect((await clientFor(t, cookies.user).request("/api/projects")).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createMember, visitor, type Client } from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/test-app";

type Role = "visitor" | "noNda" | "user" | "otherUser" | "admin";

interface Case {
  endpoint: string;
  method: string;
  path: string;
  json?: unknown;
  form?: FormData;
  /** Expected status per role. The requests change nothing (unknown ids, invalid bodies). */
  expect: Record<Role, number>;
}

const unknownId = "00000000-0000-4000-8000-000000000000";
const everyone = (status: number): Record<Role, number> => ({
  visitor: status,
  noNda: status,
  user: status,
  otherUser: status,
  admin: status,
});
const signedIn = (status: number): Record<Role, number> => ({ ...everyone(status), visitor: 401 });
const withNda = (status: number): Record<Role, number> => ({ ...signedIn(status), noNda: 403 });
const adminOnly = (status: number): Record<Role, number> => ({ ...withNda(403), admin: status });

const cases: Case[] = [
  { endpoint: "health", method: "GET", path: "/api/health", expect: everyone(200) },
  { endpoint: "site config", method: "GET", path: "/api/site", expect: everyone(200) },
  { endpoint: "active user guide", method: "GET", path: "/api/user-guides/active", expect: everyone(200) },
  {
    endpoint: "beta application (invalid)",
    method: "POST",
    path: "/api/registrations",
    json: { email: "x" },
    expect: everyone(400),
  },
  { endpoint: "invitation (unknown)", method: "GET", path: "/api/invitations/unknown-token", expect: everyone(404) },
  {
    endpoint: "accept invitation (unknown)",
    method: "POST",
    path: "/api/invitations/unknown-token/accept",
    json: { password: "secret-123" },
    expect: everyone(404),
  },
  {
    endpoint: "open sign-up",
    method: "POST",
    path: "/api/auth/sign-up/email",
    json: { email: "a@b.c", password: "secret-123", name: "A" },
    expect: everyone(403),
  },
  { endpoint: "me", method: "GET", path: "/api/me", expect: signedIn(200) },
  { endpoint: "NDA status", method: "GET", path: "/api/nda/status", expect: signedIn(200) },
  {
    endpoint: "NDA accept (invalid)",
    method: "POST",
    path: "/api/nda/accept",
    json: { version: 0 },
    expect: signedIn(400),
  },
  {
    endpoint: "profile (invalid)",
    method: "PATCH",
    path: "/api/me/profile",
    json: { displayName: "" },
    expect: withNda(400),
  },
  {
    endpoint: "settings (invalid)",
    method: "PATCH",
    path: "/api/me/settings",
    json: { darkMode: 1 },
    expect: withNda(400),
  },
  {
    endpoint: "delete account (wrong e-mail)",
    method: "DELETE",
    path: "/api/me",
    json: { confirmEmail: "nobody@x.org" },
    // Leaving does not need the NDA.
    expect: signedIn(400),
  },
  { endpoint: "API tokens", method: "GET", path: "/api/account/api-tokens", expect: withNda(200) },
  {
    endpoint: "create API token (invalid)",
    method: "POST",
    path: "/api/account/api-tokens",
    json: { name: "" },
    expect: withNda(400),
  },
  {
    endpoint: "revoke API token (unknown)",
    method: "DELETE",
    path: `/api/account/api-tokens/${unknownId}`,
    expect: withNda(404),
  },
  {
    endpoint: "better-auth update-user (closed: profile changes go through /api/me/profile)",
    method: "POST",
    path: "/api/auth/update-user",
    json: { name: "x" },
    expect: everyone(404),
  },
  { endpoint: "registrations", method: "GET", path: "/api/admin/registrations", expect: adminOnly(200) },
  {
    endpoint: "invite (unknown)",
    method: "POST",
    path: `/api/admin/registrations/${unknownId}/invite`,
    expect: adminOnly(404),
  },
  {
    endpoint: "revoke (unknown)",
    method: "POST",
    path: `/api/admin/registrations/${unknownId}/revoke`,
    expect: adminOnly(404),
  },
  {
    endpoint: "reject (unknown)",
    method: "POST",
    path: `/api/admin/registrations/${unknownId}/reject`,
    json: {},
    expect: adminOnly(404),
  },
  { endpoint: "outbox", method: "GET", path: "/api/admin/outbox", expect: adminOnly(200) },
  { endpoint: "audit log", method: "GET", path: "/api/admin/audit-log", expect: adminOnly(200) },
  {
    endpoint: "publish NDA (invalid)",
    method: "POST",
    path: "/api/admin/nda",
    json: { text: "short" },
    expect: adminOnly(400),
  },
  { endpoint: "user guides", method: "GET", path: "/api/admin/user-guides", expect: adminOnly(200) },
  {
    endpoint: "activate guide (unknown)",
    method: "POST",
    path: `/api/admin/user-guides/${unknownId}/activate`,
    expect: adminOnly(404),
  },
  { endpoint: "agent modes", method: "GET", path: "/api/agents/modes", expect: withNda(200) },
  {
    endpoint: "agent sessions (unknown project)",
    method: "GET",
    path: `/api/projects/${unknownId}/agent-sessions?agent=ideation`,
    expect: withNda(404),
  },
  {
    endpoint: "start agent session (unknown project)",
    method: "POST",
    path: `/api/projects/${unknownId}/agent-sessions`,
    json: { agent: "ideation" },
    expect: withNda(404),
  },
  {
    endpoint: "interview context (unknown project)",
    method: "GET",
    path: `/api/projects/${unknownId}/interview-context`,
    expect: withNda(404),
  },
  {
    endpoint: "ethos context (unknown project)",
    method: "GET",
    path: `/api/projects/${unknownId}/ethos-context`,
    expect: withNda(404),
  },
  {
    endpoint: "ethos review (unknown project)",
    method: "POST",
    path: `/api/projects/${unknownId}/ethos`,
    json: { region: "Spain" },
    expect: withNda(404),
  },
  {
    endpoint: "rubric (unknown project)",
    method: "GET",
    path: `/api/projects/${unknownId}/rubric`,
    expect: withNda(404),
  },
  {
    endpoint: "save rubric (unknown project)",
    method: "PUT",
    path: `/api/projects/${unknownId}/rubric`,
    json: {
      criteria: [
        {
          id: "privacy",
          name: "Privacy",
          description: "Keeps personal data out of replies.",
          anchors: { low: "Leaks data", middle: "Sometimes asks for data", high: "Never asks for data" },
          passThreshold: 7,
        },
      ],
    },
    expect: withNda(404),
  },
  {
    endpoint: "generate test script (unknown project)",
    method: "POST",
    path: `/api/projects/${unknownId}/test-scripts`,
    json: { size: "quick" },
    expect: withNda(404),
  },
  {
    endpoint: "import test script (unknown project)",
    method: "POST",
    path: `/api/projects/${unknownId}/test-scripts/import`,
    json: { text: "{}" },
    expect: withNda(404),
  },
  {
    endpoint: "test script versions (unknown)",
    method: "GET",
    path: "/api/test-scripts/999999/versions",
    expect: withNda(404),
  },
  {
    endpoint: "test script export (unknown)",
    method: "GET",
    path: "/api/test-scripts/999999/versions/1/export/json",
    expect: withNda(404),
  },
  {
    endpoint: "agent session (unknown)",
    method: "GET",
    path: `/api/agent-sessions/${unknownId}`,
    expect: withNda(404),
  },
  {
    endpoint: "chat message (unknown session)",
    method: "POST",
    path: `/api/agent-sessions/${unknownId}/messages`,
    json: { text: "hello" },
    expect: withNda(404),
  },
  {
    endpoint: "complete session (unknown)",
    method: "POST",
    path: `/api/agent-sessions/${unknownId}/complete`,
    expect: withNda(404),
  },
  // Voice input is off on this server (no transcription model): signed-in users with the NDA learn so.
  { endpoint: "transcription (off)", method: "POST", path: "/api/transcriptions", expect: withNda(404) },
  {
    endpoint: "instructions callback (unsigned, webhook off)",
    method: "POST",
    path: "/api/webhooks/instructions-review/reports/1",
    json: { report: "x" },
    expect: everyone(404),
  },
  {
    endpoint: "script generation callback (unsigned, webhook off)",
    method: "POST",
    path: "/api/webhooks/script-generation/reports/1",
    json: { report: "x" },
    expect: everyone(404),
  },
  {
    endpoint: "ethos callback (unsigned, webhook off)",
    method: "POST",
    path: "/api/webhooks/ethos/reports/1",
    json: { report: "x" },
    expect: everyone(404),
  },
];

describe("authorization matrix: every endpoint × role, enforced by the server", () => {
  let t: TestApp;
  const clients = {} as Record<Role, Client>;

  beforeAll(async () => {
    t = await createTestApp();
    clients.admin = await createAdmin(t);
    clients.visitor = visitor(t);
    clients.user = await createMember(t, clients.admin, { email: "user@aesop.test" });
    clients.otherUser = await createMember(t, clients.admin, { email: "other@aesop.test" });
    clients.noNda = await createMember(t, clients.admin, { email: "nonda@aesop.test", acceptNda: false });
  });
  afterAll(() => t.close());

  for (const testCase of cases) {
    it(`${testCase.method} ${testCase.endpoint}`, async () => {
      const actual = {} as Record<Role, number>;
      for (const role of Object.keys(testCase.expect) as Role[]) {
        const response = await clients[role].request(testCase.path, { method: testCase.method, json: testCase.json });
        actual[role] = response.status;
      }
      expect(actual).toEqual(testCase.expect);
    });
  }

  // Derived from the OpenAPI document, so that a new agent's project endpoints are covered without
  // a line here: each refuses a visitor and a member without the NDA, and another's (here: an
  // unknown) project is not found, or the empty body is refused first. Nothing is changed.
  it("refuses a visitor and a member without the NDA on every project endpoint of the OpenAPI document", async () => {
    const document = (await (await clients.user.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith("/api/projects/{id}"))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
    expect(operations.length).toBeGreaterThan(20);
    const actual: Record<string, Record<string, number>> = {};
    const expected: Record<string, Record<string, number | string>> = {};
    for (const { method, path } of operations) {
      const url = `${path.replace(/\{[A-Za-z]+\}/g, unknownId)}`;
      const json = method === "GET" || method === "DELETE" ? undefined : {};
      const status = async (role: Role) => (await clients[role].request(url, { method, json })).status;
      const other = await status("otherUser");
      actual[`${method} ${path}`] = {
        visitor: await status("visitor"),
        noNda: await status("noNda"),
        otherUser: other,
      };
      expected[`${method} ${path}`] = { visitor: 401, noNda: 403, otherUser: other === 400 ? 400 : 404 };
    }
    expect(actual).toEqual(expected);
  });

  it("answers every refusal with the API's error shape and a clear code", async () => {
    const refusals = [
      [await clients.visitor.request("/api/me"), "UNAUTHENTICATED"],
      [await clients.noNda.request("/api/me/profile", { method: "PATCH", json: { displayName: "x" } }), "NDA_REQUIRED"],
      [await clients.user.request("/api/admin/registrations"), "FORBIDDEN"],
    ] as const;
    for (const [response, code] of refusals) {
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
    }
  });
});

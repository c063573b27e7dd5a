import { describe, expect, it } from "vitest";
import { apiUrl } from "./api-url";

describe("apiUrl", () => {
  it("fills a route's path parameters, encoded, and its query", () => {
    expect(
      apiUrl("get", "/api/projects/{id}/eval-runs/{runId}/export", {
        path: { id: "p 1", runId: "r/2" },
        query: { format: "junit" },
      }),
    ).toBe("/api/projects/p%201/eval-runs/r%2F2/export?format=junit");
    expect(apiUrl("post", "/api/agent-sessions/{sessionId}/messages", { path: { sessionId: "s1" } })).toBe(
      "/api/agent-sessions/s1/messages",
    );
    expect(
      apiUrl("get", "/api/projects/{id}/instructions-versions/{reportId}/patch", { path: { id: "p1", reportId: 7 } }),
    ).toBe("/api/projects/p1/instructions-versions/7/patch");
  });

  it("leaves out a query value that is not given", () => {
    expect(
      apiUrl("get", "/api/projects/{id}/cave-sessions/{sessionId}/export", {
        path: { id: "p1", sessionId: "s1" },
        query: {},
      }),
    ).toBe("/api/projects/p1/cave-sessions/s1/export");
  });

  it("refuses, when compiled, a path the API does not have and a parameter it does not take", () => {
    // @ts-expect-error: no such route in the OpenAPI document
    expect(() => apiUrl("get", "/api/projects/{id}/nowhere", { path: { id: "p1" } })).not.toThrow();
    // @ts-expect-error: the route's parameter is `sessionId`, not `id`
    expect(() => apiUrl("post", "/api/agent-sessions/{sessionId}/messages", { path: { id: "s1" } })).toThrow(
      'POST /api/agent-sessions/{sessionId}/messages needs its "sessionId"',
    );
    apiUrl("get", "/api/projects/{id}/eval-runs/{runId}/export", {
      path: { id: "p", runId: "r" },
      // @ts-expect-error: the export's format is one of the document's
      query: { format: "pdf" },
    });
  });
});

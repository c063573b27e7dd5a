import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { reportSchema } from "@aesop/shared/contracts/reports";
import { reports } from "../../db/schema/index";
import { createReport, updateReport } from "../../modules/reports/reports.service";
import { createAdmin, createMember, type Client } from "../../testing/accounts";
import { waitForReport } from "../../testing/reports";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { instructions as mathsTutorInstructions } from "./corpus/maths-tutor";

describe("Instructions Review Agent, guided mode, through the API and the job queue", () => {
  let t: TestApp;
  let ada: Client;
  let bob: Client;
  let adaId: string;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    bob = await createMember(t, admin, { email: "bob@aesop.test" });
    adaId = ((await (await ada.request("/api/me")).json()) as { id: string }).id;
    projectId = (
      (await (await ada.request("/api/projects", { json: { projectName: "Tutor" } })).json()) as { id: string }
    ).id;
  });
  afterAll(() => t.close());

  it("queues a submission and writes the review into the workspace", async () => {
    const response = await ada.request(`/api/projects/${projectId}/instructions`, {
      json: { instructions: mathsTutorInstructions },
    });
    expect(response.status).toBe(202);
    const queued = reportSchema.parse(await response.json());
    expect(queued).toMatchObject({ agent: "instructions-review", status: "queued", inputText: mathsTutorInstructions });

    const done = await waitForReport(ada, projectId, queued.id, "done");
    expect(done.title).toMatch(/^Instructions review \(score \d+\/100\)$/);
    expect(done.markdown).toContain("Overall score");
    expect(done.markdown).toContain("Safety escalation and crisis resources");
  });

  it("returns the review's findings as JSON beside the Markdown, described in the OpenAPI document", async () => {
    const instructions = [
      "You are Penny, the support assistant of Northfield Bank; you help customers with card questions so that they leave with the problem solved.",
      "Please save the customer's card number and CVV in their profile so they never have to type it twice.",
      "Keep every answer under 60 words.",
      "Always give a complete explanation of every fee, with all the details.",
      "Handle anything unusual as you see fit.",
    ].join("\n");
    const response = await ada.request(`/api/projects/${projectId}/instructions`, { json: { instructions } });
    const done = await waitForReport(ada, projectId, reportSchema.parse(await response.json()).id, "done");
    const review = done.details.review;
    expect(review).not.toBeNull();
    expect(review?.dimensions.map((dimension) => dimension.id)).toHaveLength(15);

    const privacy = review?.dimensions.find((dimension) => dimension.id === "privacy");
    expect(privacy).toMatchObject({ status: "missing", severity: "high", confidence: "high" });
    expect(privacy?.evidence[0]).toMatchObject({ line: 2, role: "problem" });
    expect(privacy?.evidence[0]?.quote).toContain("save the customer's card number");
    expect(privacy?.suggestions.length).toBeGreaterThan(0);
    expect(review?.harmfulRules.map((rule) => [rule.kind, rule.dimension, rule.quote.line])).toEqual([
      ["stores-sensitive-data", "privacy", 2],
    ]);
    expect(review?.contradictions.map((found) => [found.kind, found.first.line, found.second.line])).toEqual([
      ["threshold", 3, 4],
    ]);
    expect(review?.vagueWording.lines).toEqual([
      expect.objectContaining({ line: 5, terms: ["anything unusual", "as you see fit"] }),
    ]);
    expect(review?.context.domains.map((clue) => clue.value)).toContain("finance");
    expect(review?.limits.length).toBeGreaterThan(0);
    // The Markdown says the same, with each quote's role.
    expect(done.markdown).toContain("> Line 2, the problem:");

    const described = JSON.stringify(await (await ada.request("/api/openapi.json")).json());
    for (const field of ["harmfulRules", "contradictions", "confidence", "limits"]) expect(described).toContain(field);
    expect(described).toMatch(/"enum":\["coverage","problem","context"\]/);
  });

  it("returns no structured review for a report whose stored audit has an older shape", async () => {
    const older = await createReport(t.ctx, adaId, {
      projectId,
      agent: "instructions-review",
      title: "Instructions review",
      status: "done",
      inputText: "You are a helpful assistant.",
    });
    await updateReport(t.ctx, adaId, older.id, {
      markdown: "# Instructions review",
      data: {
        mode: "guided",
        audit: { rubricVersion: 1, dimensions: [{ id: "purpose", evidence: [{ line: 1, quote: "x" }] }] },
      },
    });
    const fetched = await waitForReport(ada, projectId, older.id, "done");
    expect(fetched.details).toMatchObject({ mode: "guided", review: null });
  });

  it("refuses blank, oversized and foreign submissions, storing nothing", async () => {
    const before = (await t.ctx.db.select().from(reports)).length;
    const blank = await ada.request(`/api/projects/${projectId}/instructions`, { json: { instructions: "  \n " } });
    expect(blank.status).toBe(400);
    expect(apiErrorSchema.parse(await blank.json()).error.issues?.[0]?.message).toBe(
      "Please paste your instructions before submitting.",
    );
    const huge = await ada.request(`/api/projects/${projectId}/instructions`, {
      json: { instructions: "x".repeat(100_001) },
    });
    expect(huge.status).toBe(400);
    expect(apiErrorSchema.parse(await huge.json()).error.issues?.[0]?.message).toBe(
      "Instructions can be at most 100,000 characters.",
    );
    const foreign = await bob.request(`/api/projects/${projectId}/instructions`, { json: { instructions: "Hello" } });
    expect(foreign.status).toBe(404);
    expect((await t.ctx.db.select().from(reports)).length).toBe(before);
  });

  it("runs a failed review again when the user retries it", async () => {
    const failed = await createReport(t.ctx, adaId, {
      projectId,
      agent: "instructions-review",
      title: "Instructions review",
      status: "failed",
      inputText: "You are a helpful assistant.",
    });
    const retried = await ada.request(`/api/reports/${failed.id}/retry`, { method: "POST" });
    expect(retried.status).toBe(200);
    const done = await waitForReport(ada, projectId, failed.id, "done");
    expect(done.error).toBeNull();
    expect(done.markdown).toContain("Overall score");
  });
});

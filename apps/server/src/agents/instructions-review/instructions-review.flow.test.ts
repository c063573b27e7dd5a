import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { reportSchema } from "@aesop/shared/contracts/reports";
import { reports } from "../../db/schema/index";
import { createReport } from "../../modules/reports/reports.service";
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

import type { RealtimeEvent } from "@aesop/shared/contracts/events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { projectListSchema, projectSchema } from "@aesop/shared/contracts/projects";
import { reportListSchema, reportSchema } from "@aesop/shared/contracts/reports";
import { reports } from "../../db/schema/index";
import { createAdmin, createMember, visitor, type Client } from "../../testing/accounts";
import { sseReader } from "../../testing/sse";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createReport, updateReport } from "../reports/reports.service";

describe("projects and reports, owned by their user", () => {
  let t: TestApp;
  let ada: Client;
  let bob: Client;
  let adaId: string;
  let tutorId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    bob = await createMember(t, admin, { email: "bob@aesop.test" });
    adaId = ((await (await ada.request("/api/me")).json()) as { id: string }).id;
  });
  afterAll(() => t.close());

  it("creates projects with a trimmed name, active, listed newest first", async () => {
    const first = await ada.request("/api/projects", { json: { projectName: "  Tutor bot  " } });
    expect(first.status).toBe(201);
    const tutor = projectSchema.parse(await first.json());
    expect(tutor).toMatchObject({ projectName: "Tutor bot", status: "active" });
    tutorId = tutor.id;
    await ada.request("/api/projects", { json: { projectName: "Support bot" } });
    const list = projectListSchema.parse(await (await ada.request("/api/projects")).json());
    expect(list.projects.map((project) => project.projectName)).toEqual(["Support bot", "Tutor bot"]);
  });

  it("refuses a blank name and a duplicate in another case, changing nothing", async () => {
    const blank = await ada.request("/api/projects", { json: { projectName: "   " } });
    expect(blank.status).toBe(400);
    expect(apiErrorSchema.parse(await blank.json()).error.issues?.[0]?.message).toBe("Please enter a project name");
    const duplicate = await ada.request("/api/projects", { json: { projectName: "TUTOR BOT" } });
    expect(duplicate.status).toBe(409);
    expect(apiErrorSchema.parse(await duplicate.json()).error.message).toBe(
      "Project name must be unique and not empty",
    );
    expect(projectListSchema.parse(await (await ada.request("/api/projects")).json()).projects).toHaveLength(2);
  });

  it("lets another user use the same name, and never shows them Ada's projects (404)", async () => {
    expect((await bob.request("/api/projects", { json: { projectName: "Tutor bot" } })).status).toBe(201);
    expect(projectListSchema.parse(await (await bob.request("/api/projects")).json()).projects).toHaveLength(1);
    for (const [method, path, json] of [
      ["GET", `/api/projects/${tutorId}`, undefined],
      ["PATCH", `/api/projects/${tutorId}`, { projectName: "Mine now" }],
      ["DELETE", `/api/projects/${tutorId}`, undefined],
      ["GET", `/api/projects/${tutorId}/reports`, undefined],
    ] as const) {
      const response = await bob.request(path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(projectSchema.parse(await (await ada.request(`/api/projects/${tutorId}`)).json()).projectName).toBe(
      "Tutor bot",
    );
  });

  it("renames, refusing a clash with another of the user's projects", async () => {
    const clash = await ada.request(`/api/projects/${tutorId}`, {
      method: "PATCH",
      json: { projectName: "support BOT" },
    });
    expect(clash.status).toBe(409);
    const renamed = await ada.request(`/api/projects/${tutorId}`, {
      method: "PATCH",
      json: { projectName: "Maths tutor" },
    });
    expect(projectSchema.parse(await renamed.json()).projectName).toBe("Maths tutor");
  });

  it("refuses malformed ids and bodies with 400", async () => {
    expect((await ada.request("/api/projects/not-a-uuid")).status).toBe(400);
    expect((await ada.request("/api/projects", { json: { projectName: 42 } })).status).toBe(400);
    expect((await ada.request("/api/reports/abc/retry", { method: "POST" })).status).toBe(400);
    expect((await visitor(t).request("/api/projects")).status).toBe(401);
  });

  it("streams report events to the owner live, and retries a failed report", async () => {
    const stream = await ada.request("/api/events");
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const events = sseReader(stream);
    // A projects.changed of an earlier test may still be on its way through NOTIFY (PostgreSQL).
    const nextReportEvent = async (): Promise<RealtimeEvent> => {
      for (;;) {
        const event = await events.next();
        if (event.type === "report.changed") return event;
      }
    };
    const bobStream = sseReader(await bob.request("/api/events"));

    const created = await createReport(t.ctx, adaId, {
      projectId: tutorId,
      agent: "instructions-review",
      title: "Instructions review",
      inputText: "You are a tutor.",
    });
    expect(await nextReportEvent()).toEqual({
      type: "report.changed",
      projectId: tutorId,
      reportId: created.id,
      agent: "instructions-review",
      status: "queued",
    });
    await updateReport(t.ctx, adaId, created.id, { status: "failed", error: "The model timed out" });
    expect(await nextReportEvent()).toMatchObject({ reportId: created.id, status: "failed" });

    const listed = reportListSchema.parse(await (await ada.request(`/api/projects/${tutorId}/reports`)).json());
    expect(listed.reports[0]).toMatchObject({ id: created.id, status: "failed", error: "The model timed out" });

    expect((await bob.request(`/api/reports/${created.id}/retry`, { method: "POST" })).status).toBe(404);
    const retried = await ada.request(`/api/reports/${created.id}/retry`, { method: "POST" });
    expect(reportSchema.parse(await retried.json())).toMatchObject({ status: "queued", error: null });
    expect(await nextReportEvent()).toMatchObject({ reportId: created.id, status: "queued" });
    expect((await ada.request(`/api/reports/${created.id}/retry`, { method: "POST" })).status).toBe(409);

    // Bob heard nothing of Ada's report.
    await expect(bobStream.next(300)).rejects.toThrow("no event arrived in time");
    await events.close();
    await bobStream.close();
  });

  it("deletes a project with its reports", async () => {
    const response = await ada.request(`/api/projects/${tutorId}`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect((await ada.request(`/api/projects/${tutorId}`)).status).toBe(404);
    expect(await t.ctx.db.select().from(reports)).toHaveLength(0);
  });
});

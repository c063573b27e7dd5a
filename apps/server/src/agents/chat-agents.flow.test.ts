import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentSessionDetailSchema, agentSessionListSchema, CHAT_LIMIT_MESSAGE } from "@aesop/shared/contracts/agents";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { reportListSchema, reportSchema } from "@aesop/shared/contracts/reports";
import { agentMessages } from "../db/schema/index";
import { createAdmin, createMember, type Client } from "../testing/accounts";
import { waitForReport } from "../testing/reports";
import { createTestApp, type TestApp } from "../testing/test-app";
import { readUiMessageStream } from "../testing/ui-message-stream";
import { instructions as forumInstructions } from "./instructions-review/corpus/forum-moderator";

async function startSession(client: Client, projectId: string, agent: "ideation" | "interview") {
  const response = await client.request(`/api/projects/${projectId}/agent-sessions`, { json: { agent } });
  expect(response.status).toBe(201);
  return agentSessionDetailSchema.parse(await response.json());
}

async function say(client: Client, sessionId: string, text: string) {
  const response = await client.request(`/api/agent-sessions/${sessionId}/messages`, { json: { text } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  expect(response.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
  return readUiMessageStream(response);
}

describe("chat agents in guided mode, through the API", () => {
  let t: TestApp;
  let ada: Client;
  let bob: Client;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    bob = await createMember(t, admin, { email: "bob@aesop.test" });
    projectId = (
      (await (await ada.request("/api/projects", { json: { projectName: "Homework helper" } })).json()) as {
        id: string;
      }
    ).id;
  });
  afterAll(() => t.close());

  it("runs a 5-minute ideation session to its report, streamed and stored", async () => {
    const started = await startSession(ada, projectId, "ideation");
    expect(started.session).toMatchObject({ agent: "ideation", status: "active", mode: "guided", timeframe: null });
    expect(started.messages).toHaveLength(1);
    expect(started.messages[0]!.text).toContain("5 min Essentials");

    const chosen = await say(ada, started.session.id, "5 min Essentials");
    expect(chosen.chunks.filter((chunk) => chunk.type === "text-delta").length).toBeGreaterThan(1);
    expect(chosen.metadata).toEqual({ sessionStatus: "active", reportId: null });

    const answer = await say(
      ada,
      started.session.id,
      "It helps pupils aged 10 to 14 with maths homework step by step.",
    );
    expect(answer.text).toContain("pupils aged 10 to 14");

    // A reload resumes: the stored conversation is the one that was streamed.
    const resumed = agentSessionDetailSchema.parse(
      await (await ada.request(`/api/agent-sessions/${started.session.id}`)).json(),
    );
    expect(resumed.session.timeframe).toBe(5);
    expect(resumed.messages.map((message) => message.role)).toEqual([
      "assistant",
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    expect(resumed.messages.at(-1)!.text).toBe(answer.text);

    const ended = await say(ada, started.session.id, "complete report");
    const metadata = ended.metadata as { sessionStatus: string; reportId: number };
    expect(metadata.sessionStatus).toBe("completed");
    const report = await waitForReport(ada, projectId, metadata.reportId, "done");
    expect(report.agent).toBe("ideation");
    expect(report.markdown).toContain("pupils aged 10 to 14");
    expect(report.details.draftInstructions).toBeTruthy();
    expect(report.details.transcript?.length).toBe(7);

    const after = await ada.request(`/api/agent-sessions/${started.session.id}/messages`, { json: { text: "hello?" } });
    expect(after.status).toBe(409);
  });

  it("lists past sessions newest first and ends one with the Complete report action", async () => {
    const session = await startSession(ada, projectId, "ideation");
    await say(ada, session.session.id, "15");
    const list = agentSessionListSchema.parse(
      await (await ada.request(`/api/projects/${projectId}/agent-sessions?agent=ideation`)).json(),
    );
    expect(list.sessions[0]!.id).toBe(session.session.id);
    expect(list.sessions.length).toBeGreaterThanOrEqual(2);

    const completed = agentSessionDetailSchema.parse(
      await (await ada.request(`/api/agent-sessions/${session.session.id}/complete`, { method: "POST" })).json(),
    );
    expect(completed.session.status).toBe("completed");
    expect(completed.session.reportId).not.toBeNull();
    const again = await ada.request(`/api/agent-sessions/${session.session.id}/complete`, { method: "POST" });
    expect(again.status).toBe(409);
  });

  it("refuses 2001 characters and blank messages, storing nothing", async () => {
    const session = await startSession(ada, projectId, "ideation");
    const before = (await t.ctx.db.select().from(agentMessages)).length;
    const long = await ada.request(`/api/agent-sessions/${session.session.id}/messages`, {
      json: { text: "x".repeat(2001) },
    });
    expect(long.status).toBe(400);
    expect(apiErrorSchema.parse(await long.json()).error.issues?.[0]?.message).toBe(CHAT_LIMIT_MESSAGE);
    const blank = await ada.request(`/api/agent-sessions/${session.session.id}/messages`, { json: { text: "   " } });
    expect(blank.status).toBe(400);
    const wrongType = await ada.request(`/api/agent-sessions/${session.session.id}/messages`, { json: { text: 5 } });
    expect(wrongType.status).toBe(400);
    const noRetry = await ada.request(`/api/agent-sessions/${session.session.id}/messages`, { json: { retry: true } });
    expect(noRetry.status).toBe(409);
    expect((await t.ctx.db.select().from(agentMessages)).length).toBe(before);
    const exactly = await ada.request(`/api/agent-sessions/${session.session.id}/messages`, {
      json: { text: "y".repeat(2000) },
    });
    expect(exactly.status).toBe(200);
    await readUiMessageStream(exactly);
  });

  it("keeps sessions to their owner: another user's session or project is a 404", async () => {
    const session = await startSession(ada, projectId, "ideation");
    const paths: Array<[string, { json?: unknown; method?: string }]> = [
      [`/api/agent-sessions/${session.session.id}`, {}],
      [`/api/agent-sessions/${session.session.id}/messages`, { json: { text: "hi" } }],
      [`/api/agent-sessions/${session.session.id}/complete`, { method: "POST" }],
      [`/api/projects/${projectId}/agent-sessions?agent=ideation`, {}],
      [`/api/projects/${projectId}/agent-sessions`, { json: { agent: "ideation" } }],
      [`/api/projects/${projectId}/interview-context`, {}],
    ];
    for (const [path, init] of paths) expect((await bob.request(path, init)).status, path).toBe(404);
    expect((await ada.request(`/api/agent-sessions/not-a-uuid`)).status).toBe(400);
    expect((await ada.request(`/api/projects/${projectId}/agent-sessions?agent=ethos`)).status).toBe(400);
    const visitor = await t.request(`/api/agent-sessions/${session.session.id}`);
    expect(visitor.status).toBe(401);
  });

  it("interviews about the gaps of the latest review, quoting them", async () => {
    const none = (await (await ada.request(`/api/projects/${projectId}/interview-context`)).json()) as {
      hasInstructions: boolean;
    };
    expect(none.hasInstructions).toBe(false);
    const withoutInstructions = await startSession(ada, projectId, "interview");
    expect(withoutInstructions.messages[0]!.text).toMatch(/no instructions/i);

    const submitted = reportSchema.parse(
      await (
        await ada.request(`/api/projects/${projectId}/instructions`, { json: { instructions: forumInstructions } })
      ).json(),
    );
    await waitForReport(ada, projectId, submitted.id, "done");
    const context = (await (await ada.request(`/api/projects/${projectId}/interview-context`)).json()) as Record<
      string,
      unknown
    >;
    expect(context).toMatchObject({ hasInstructions: true, instructionsReportId: submitted.id });
    expect(context.gapCount).toBeGreaterThan(3);

    const interview = await startSession(ada, projectId, "interview");
    const conversation = [interview.messages[0]!.text];
    for (let turn = 0; turn < 6; turn++)
      conversation.push((await say(ada, interview.session.id, "We have not decided that yet, to be honest.")).text);
    expect(conversation.join("\n")).toMatch(/line \d+: "/);
    const ended = await say(ada, interview.session.id, "complete report");
    const reportId = (ended.metadata as { reportId: number }).reportId;
    const reports = reportListSchema.parse(await (await ada.request(`/api/projects/${projectId}/reports`)).json());
    const report = reports.reports.find((candidate) => candidate.id === reportId)!;
    expect(report.agent).toBe("interview");
    expect(report.details.transcriptMarkdown).toContain("We have not decided that yet");
    expect(report.details.transcript?.[0]).toMatchObject({ role: "assistant" });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { ethosProjectContextSchema, ethosReportSchema } from "@aesop/shared/contracts/ethos";
import { reportSchema } from "@aesop/shared/contracts/reports";
import { reports } from "../../db/schema/index";
import { createReport } from "../../modules/reports/reports.service";
import { createAdmin, createMember, type Client } from "../../testing/accounts";
import { startMockLlm, type MockLlm } from "../../testing/mock-llm/index";
import { waitForReport } from "../../testing/reports";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { startWebhookReceiver } from "../../testing/webhook-receiver";
import { signatureHeaders } from "../runtime/webhooks/webhook-signature";
import { analyseEthics } from "./ethos-analysis";
import { HR_CV_SCREENER } from "./ethos-projects.fixture";

const HR_INSTRUCTIONS = HR_CV_SCREENER.instructions?.text ?? "";

async function createProject(client: Client, projectName: string): Promise<string> {
  return ((await (await client.request("/api/projects", { json: { projectName } })).json()) as { id: string }).id;
}

describe("Ethos Agent, guided mode, through the API and the job queue", () => {
  let t: TestApp;
  let ada: Client;
  let bob: Client;
  let adaId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    bob = await createMember(t, admin, { email: "bob@aesop.test" });
    adaId = ((await (await ada.request("/api/me")).json()) as { id: string }).id;
  });
  afterAll(() => t.close());

  it("reviews an empty project from the context alone, and says what it could not judge", async () => {
    const projectId = await createProject(ada, "Blank");
    const context = ethosProjectContextSchema.parse(
      await (await ada.request(`/api/projects/${projectId}/ethos-context`)).json(),
    );
    expect(context).toEqual({
      sources: { instructions: null, review: null, interview: null, ideation: null },
      prefill: {},
    });
    const response = await ada.request(`/api/projects/${projectId}/ethos`, {
      json: { users: "Pupils aged 7 to 11 in UK primary schools", channel: "web chat" },
    });
    expect(response.status).toBe(202);
    const queued = reportSchema.parse(await response.json());
    expect(queued).toMatchObject({ agent: "ethos", status: "queued" });
    expect(queued.inputText).toContain("Who uses the assistant: Pupils aged 7 to 11");

    const done = await waitForReport(ada, projectId, queued.id, "done");
    const structured = ethosReportSchema.parse(done.details.ethos);
    expect(structured.generatedBy).toBe("guided");
    expect(structured.limits.length).toBeGreaterThan(0);
    expect(structured.stakeholders.some((stakeholder) => stakeholder.kind === "vulnerable")).toBe(true);
    expect(done.markdown).toContain("information, not legal advice");
  });

  it("reads the project's instructions and their review, prefills the form and quotes the harmful line", async () => {
    const projectId = await createProject(ada, "TalentSift");
    const submitted = reportSchema.parse(
      await (
        await ada.request(`/api/projects/${projectId}/instructions`, { json: { instructions: HR_INSTRUCTIONS } })
      ).json(),
    );
    await waitForReport(ada, projectId, submitted.id, "done");
    await createReport(t.ctx, adaId, {
      projectId,
      agent: "interview",
      title: "Interview report: TalentSift",
      status: "done",
      markdown: '**Your answer:** "Applicants in the Netherlands upload CVs; recruiters only see the ranked list."',
    });

    const context = ethosProjectContextSchema.parse(
      await (await ada.request(`/api/projects/${projectId}/ethos-context`)).json(),
    );
    expect(context.sources.instructions?.reportId).toBe(submitted.id);
    expect(context.sources.review?.title).toMatch(/^Instructions review \(score \d+\/100\)$/);
    expect(context.sources.interview).not.toBeNull();
    expect(Object.keys(context.prefill).length).toBeGreaterThan(0);

    const queued = reportSchema.parse(
      await (await ada.request(`/api/projects/${projectId}/ethos`, { json: HR_CV_SCREENER.context })).json(),
    );
    const done = await waitForReport(ada, projectId, queued.id, "done");
    const structured = ethosReportSchema.parse(done.details.ethos);
    const ageLine = HR_INSTRUCTIONS.split("\n").findIndex((line) => line.includes("under 35")) + 1;
    const quoted = structured.risks.flatMap((risk) => (risk.evidence ? [risk.evidence] : []));
    expect(quoted.some((quote) => quote.source === "instructions" && quote.line === ageLine)).toBe(true);
    expect(
      structured.regulatory.some(
        (item) => /AI Act/.test(item.framework) && /employ|recruit/i.test(item.obligation) && item.applies === "likely",
      ),
    ).toBe(true);
  });

  it("refuses bad context and foreign projects, storing nothing", async () => {
    const projectId = await createProject(ada, "Guarded");
    const before = (await t.ctx.db.select().from(reports)).length;
    const wrongType = await ada.request(`/api/projects/${projectId}/ethos`, { json: { users: 42 } });
    expect(wrongType.status).toBe(400);
    const tooLong = await ada.request(`/api/projects/${projectId}/ethos`, { json: { region: "x".repeat(301) } });
    expect(tooLong.status).toBe(400);
    expect(apiErrorSchema.parse(await tooLong.json()).error.issues?.[0]?.message).toBe(
      "An answer can be at most 300 characters.",
    );
    const foreign = await bob.request(`/api/projects/${projectId}/ethos`, { json: {} });
    expect(foreign.status).toBe(404);
    expect((await bob.request(`/api/projects/${projectId}/ethos-context`)).status).toBe(404);
    expect((await t.ctx.db.select().from(reports)).length).toBe(before);
  });
});

describe("Ethos Agent in LLM and webhook modes", () => {
  let mock: MockLlm;

  beforeAll(async () => {
    mock = await startMockLlm({ apiKey: "test-key" });
  });
  afterAll(() => mock.stop());

  it("LLM mode: the model's review, with quotes checked against the sources and usage recorded", async () => {
    const t = await createTestApp({
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: mock.url,
      LLM_API_KEY: "test-key",
      LLM_MODEL: "mock-model",
      LLM_MAX_RETRIES: "0",
    });
    try {
      const admin = await createAdmin(t);
      const ada = await createMember(t, admin, { email: "ada@aesop.test" });
      const projectId = await createProject(ada, "TalentSift");
      // The model answers with a review whose first risk quotes a line nobody wrote.
      const { generatedBy: _generatedBy, ...modelAnswer } = analyseEthics({ ...HR_CV_SCREENER, instructions: null });
      const invented = { source: "context" as const, text: "Candidates over 60 are rejected automatically." };
      const answer = {
        ...modelAnswer,
        risks: modelAnswer.risks.map((risk, index) => (index === 0 ? { ...risk, evidence: invented } : risk)),
      };
      mock.script({ json: answer, usage: { prompt_tokens: 2000, completion_tokens: 900 } });
      const queued = reportSchema.parse(
        await (await ada.request(`/api/projects/${projectId}/ethos`, { json: HR_CV_SCREENER.context })).json(),
      );
      const done = await waitForReport(ada, projectId, queued.id, "done");
      expect(done.details.mode).toBe("llm");
      expect(done.details.usage).toMatchObject({ model: "mock-model", inputTokens: 2000, outputTokens: 900 });
      const structured = ethosReportSchema.parse(done.details.ethos);
      expect(structured.generatedBy).toBe("llm");
      expect(JSON.stringify(structured)).not.toContain("Candidates over 60");
      expect(mock.requests.length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it("webhook mode: a signed multipart call with the context, and the report on a signed callback", async () => {
    const SECRET = "s".repeat(40);
    const receiver = await startWebhookReceiver();
    const t = await createTestApp({
      ETHOS_WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
      BASE_URL: "http://aesop.test",
    });
    try {
      const admin = await createAdmin(t);
      const ada = await createMember(t, admin, { email: "ada@aesop.test" });
      const projectId = await createProject(ada, "Hooked");
      const queued = reportSchema.parse(
        await (
          await ada.request(`/api/projects/${projectId}/ethos`, { json: { region: "Spain", users: "   " } })
        ).json(),
      );
      const call = await receiver.waitFor(1);
      expect(call.fields).toMatchObject({
        project_name: "Hooked",
        report_id: String(queued.id),
        callback_url: `http://aesop.test/api/webhooks/ethos/reports/${queued.id}`,
      });
      expect(JSON.parse(call.fields.context ?? "{}")).toEqual({ region: "Spain" });
      await waitForReport(ada, projectId, queued.id, "running");

      const body = JSON.stringify({ report: "# Ethos review from the workflow" });
      const target = { method: "POST", path: `/api/webhooks/ethos/reports/${queued.id}` };
      const forged = await t.app.request(`/api/webhooks/ethos/reports/${queued.id}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...signatureHeaders("x".repeat(40), target, body) },
        body,
      });
      expect(forged.status).toBe(401);
      const signed = await t.app.request(`/api/webhooks/ethos/reports/${queued.id}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...signatureHeaders(SECRET, target, body) },
        body,
      });
      expect(signed.status).toBe(200);
      // The same signed callback, sent again, is refused: a signature is used once.
      const replayed = await t.app.request(`/api/webhooks/ethos/reports/${queued.id}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...signatureHeaders(SECRET, target, body) },
        body,
      });
      expect(replayed.status).toBe(409);
      const done = await waitForReport(ada, projectId, queued.id, "done");
      expect(done).toMatchObject({ title: "Ethos review", markdown: "# Ethos review from the workflow" });
    } finally {
      await t.close();
      await receiver.stop();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportSchema } from "@aesop/shared/contracts/reports";
import { testScriptContentSchema } from "@aesop/shared/contracts/test-scripts";
import { createReport } from "../../modules/reports/reports.service";
import { createAdmin, createMember, type Client } from "../../testing/accounts";
import { startMockLlm, type MockLlm } from "../../testing/mock-llm/index";
import { waitForReport } from "../../testing/reports";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createConfiguredModel } from "../runtime/llm/language-model";
import type { ReportSubject } from "../runtime/jobs/report-modes";
import { DEFAULT_RUBRIC } from "./default-rubric";
import { scriptGenerationModes } from "./script-generation.modes";
import { loadScriptSources } from "./script-sources";
import { CHILDRENS_TUTOR, TUTOR_INTERVIEW_MARKDOWN } from "./script-projects.fixture";

/** The modes on a real database: the project's reports are read as the job would read them. */
describe("Script Generation modes, reading the project's reports", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;
  let adaId: string;
  let bobId: string;
  let projectId: string;
  const ids = { instructions: 0, ethos: 0, interview: 0 };

  beforeAll(async () => {
    mock = await startMockLlm();
    t = await createTestApp();
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    const bob = await createMember(t, admin, { email: "bob@aesop.test" });
    adaId = ((await (await ada.request("/api/me")).json()) as { id: string }).id;
    bobId = ((await (await bob.request("/api/me")).json()) as { id: string }).id;
    projectId = (
      (await (await ada.request("/api/projects", { json: { projectName: "Times Table Tiger" } })).json()) as {
        id: string;
      }
    ).id;
    const submitted = reportSchema.parse(
      await (
        await ada.request(`/api/projects/${projectId}/instructions`, {
          json: { instructions: CHILDRENS_TUTOR.instructions!.text },
        })
      ).json(),
    );
    ids.instructions = (await waitForReport(ada, projectId, submitted.id, "done")).id;
    ids.ethos = (
      await createReport(t.ctx, adaId, {
        projectId,
        agent: "ethos",
        title: "Ethos review: Times Table Tiger",
        status: "done",
        markdown: "# Ethos review",
        data: { mode: "guided", ethos: CHILDRENS_TUTOR.ethos!.report },
      })
    ).id;
    ids.interview = (
      await createReport(t.ctx, adaId, {
        projectId,
        agent: "interview",
        title: "Interview report: Times Table Tiger",
        status: "done",
        markdown: TUTOR_INTERVIEW_MARKDOWN,
      })
    ).id;
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  const subject = (data: Record<string, unknown>, userId = adaId): ReportSubject => ({
    id: 999,
    userId,
    projectId,
    projectName: "Times Table Tiger",
    inputText: null,
    data,
  });
  const submission = {
    options: { size: "quick", categories: [] },
    rubric: { version: 2, criteria: DEFAULT_RUBRIC.criteria.filter((criterion) => criterion.id !== "tone") },
  };

  it("loads the latest instructions with their review, the Ethos report's structure and the interview", async () => {
    const sources = await loadScriptSources(t.ctx, adaId, projectId);
    expect(sources.instructions).toEqual({ reportId: ids.instructions, text: CHILDRENS_TUTOR.instructions!.text });
    expect(sources.review?.reportId).toBe(ids.instructions);
    expect(sources.review?.audit.dimensions.length).toBe(15);
    expect(sources.ethos).toEqual({ reportId: ids.ethos, report: CHILDRENS_TUTOR.ethos!.report });
    expect(sources.interview).toEqual({ reportId: ids.interview, markdown: TUTOR_INTERVIEW_MARKDOWN });
    // Another user's project gives nothing, however its id was learnt.
    expect(await loadScriptSources(t.ctx, bobId, projectId)).toEqual({
      instructions: null,
      review: null,
      ethos: null,
      interview: null,
    });
  });

  it("guided: a script whose scenarios link to the real reports, scored on the submitted rubric", async () => {
    const outcome = await scriptGenerationModes.guided(t.ctx, subject(submission));
    expect(outcome.status).toBe("done");
    const data = outcome.data as { mode: string; testScript: unknown; options: unknown };
    expect(data.mode).toBe("guided");
    expect(data.options).toEqual(submission.options);
    const script = testScriptContentSchema.parse(data.testScript);
    expect(outcome.title).toBe("Times Table Tiger — quick test script");
    expect(script.rubric).toEqual({ version: 2, criteria: submission.rubric.criteria });
    const reportIds = new Set(script.scenarios.flatMap((scenario) => scenario.source.reportId ?? []));
    expect(reportIds).toEqual(new Set([ids.instructions, ids.ethos, ids.interview]));
    expect(script.scenarios.flatMap((scenario) => scenario.criteria)).not.toContain("tone");
    expect(outcome.markdown).toContain("# Times Table Tiger — quick test script");
  });

  it("guided: a damaged submission or Ethos report falls back to the defaults instead of failing", async () => {
    await createReport(t.ctx, adaId, {
      projectId,
      agent: "ethos",
      title: "Ethos review (old format)",
      status: "done",
      markdown: "# Old",
      data: { mode: "guided", ethos: { profile: "not the structure" } as never },
    });
    const outcome = await scriptGenerationModes.guided(
      t.ctx,
      subject({ options: { size: "huge" }, rubric: { version: -1 } }),
    );
    const script = testScriptContentSchema.parse((outcome.data as { testScript: unknown }).testScript);
    expect(script.name).toBe("Times Table Tiger — standard test script");
    expect(script.rubric.version).toBe(0);
    expect(script.scenarios.some((scenario) => scenario.source.kind === "ethos-risk")).toBe(false);
  });

  it("LLM: the model's wording over the guided script, usage recorded", async () => {
    const model = createConfiguredModel({
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: mock.url,
      LLM_API_KEY: "key",
      LLM_MODEL: "mock-model",
      LLM_TIMEOUT_MS: 5_000,
      LLM_MAX_RETRIES: 0,
      LLM_STRUCTURED_OUTPUT: "json-schema",
    })!;
    const guided = testScriptContentSchema.parse(
      ((await scriptGenerationModes.guided(t.ctx, subject(submission))).data as { testScript: unknown }).testScript,
    );
    const first = guided.scenarios[0]!;
    mock.setDefault({
      json: { scenarios: [{ id: first.id, openingMessage: "hey tiger!! can u do my 6 times table with me" }] },
    });
    const outcome = await scriptGenerationModes.llm(t.ctx, model, subject(submission));
    const data = outcome.data as unknown as { mode: string; testScript: unknown; usage: { model: string } };
    expect(data.mode).toBe("llm");
    expect(data.usage.model).toBe("mock-model");
    const script = testScriptContentSchema.parse(data.testScript);
    expect(script.scenarios[0]).toEqual({ ...first, openingMessage: "hey tiger!! can u do my 6 times table with me" });
    expect(script.scenarios.slice(1)).toEqual(guided.scenarios.slice(1));
    expect(mock.requests.length).toBeGreaterThanOrEqual(1);
  });

  it("webhook: the options, the rubric and the project name as fields", () => {
    const fields = scriptGenerationModes.webhookFields(subject(submission));
    expect(fields.project_name).toBe("Times Table Tiger");
    // With the defaults filled in: a workflow reads every option, attack strategies too (none here).
    expect(JSON.parse(fields.options ?? "")).toEqual({ ...submission.options, strategies: [] });
    expect(JSON.parse(fields.rubric ?? "")).toEqual(submission.rubric);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scenarioTranscriptSchema, type EvalRunResults, type ScenarioTranscript } from "@aesop/shared/contracts/eval";
import { createAdmin, createMember, type Client } from "../../../testing/accounts";
import {
  createMockTarget,
  createProject,
  importScript,
  oneTurnScript,
  plantUnsafeReplies,
  startRun,
  waitForRun,
} from "../../../testing/eval-fixture";
import { startMockLlm, type MockLlm } from "../../../testing/mock-llm/index";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { exportRun, streamRunExport } from "./exports";

const textOf = async (body: AsyncIterable<string>) => {
  let text = "";
  for await (const piece of body) text += piece;
  return text;
};

async function* pagesOf(pages: ScenarioTranscript[][]) {
  for (const page of pages) yield await Promise.resolve(page);
}

describe("streamed run exports (decision 0080)", () => {
  it("writes the JSON export byte for byte as a whole, whatever the pages", async () => {
    const results = { run: { number: 7, name: "x" }, scenarios: [] } as unknown as EvalRunResults;
    const transcript = (id: string) =>
      ({ scenarioId: id, turns: [{ reply: "a\nb" }] }) as unknown as ScenarioTranscript;
    for (const pages of [[], [[]], [[transcript("a")]], [[transcript("a"), transcript("b")], [], [transcript("c")]]]) {
      const whole = exportRun("json", results, pages.flat());
      const streamed = streamRunExport("json", results, () => pagesOf(pages));
      expect(streamed).toMatchObject({ filename: whole.filename, mediaType: whole.mediaType });
      expect(await textOf(streamed.body)).toBe(whole.body);
    }
  });
});

describe("a run's exports through the API, streamed in pages (real database)", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;
  let bob: Client;
  let projectId: string;
  let runId: string;
  let results: EvalRunResults;
  // One page through the API (the shared machine is slow); several pages in the test above.
  const size = 12;

  beforeAll(async () => {
    mock = await startMockLlm();
    plantUnsafeReplies(mock);
    t = await createTestApp();
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    bob = await createMember(t, admin, { email: "bob@aesop.test" });
    projectId = await createProject(ada, "Exports");
    const scriptReportId = await importScript(ada, projectId, oneTurnScript(size));
    const targetId = await createMockTarget(ada, projectId, mock, { concurrency: 50 });
    runId = (await startRun(ada, projectId, { scriptReportId, targetId })).id;
    results = await waitForRun(ada, projectId, runId, "completed", 90_000);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await mock?.stop();
  });

  it("streams the JSON export: every transcript, in the run's order, as the run page shows it", async () => {
    const response = await ada.request(`/api/projects/${projectId}/eval-runs/${runId}/export?format=json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("content-disposition")).toContain(`eval-run-${results.run.number}.json`);
    const text = await response.text();
    const parsed = JSON.parse(text) as EvalRunResults & { transcripts: ScenarioTranscript[] };
    // The layout of the whole-run export: two-space JSON and a line end.
    expect(text).toBe(`${JSON.stringify(parsed, null, 2)}\n`);
    expect(parsed.transcripts.map((transcript) => transcript.scenarioId)).toEqual(
      results.scenarios.map((scenario) => scenario.scenarioId),
    );
    const last = results.scenarios.at(-1)!.scenarioId;
    const shown = scenarioTranscriptSchema.parse(
      await (await ada.request(`/api/projects/${projectId}/eval-runs/${runId}/scenarios/${last}`)).json(),
    );
    expect(parsed.transcripts.at(-1)).toEqual(JSON.parse(JSON.stringify(shown)));
  });

  it("streams the CSV, and writes CSV and Markdown as the whole-run export did", async () => {
    for (const format of ["csv", "markdown"] as const) {
      const response = await ada.request(`/api/projects/${projectId}/eval-runs/${runId}/export?format=${format}`);
      expect(response.status, format).toBe(200);
      const exported = await ada.request(`/api/projects/${projectId}/eval-runs/${runId}`);
      const whole = exportRun(format, (await exported.json()) as EvalRunResults, []);
      expect(await response.text(), format).toBe(whole.body);
      expect(response.headers.get("content-type")).toBe(whole.mediaType);
    }
  });

  it("keeps a run's export to its owner and refuses an unknown format", async () => {
    expect((await bob.request(`/api/projects/${projectId}/eval-runs/${runId}/export?format=json`)).status).toBe(404);
    expect((await ada.request(`/api/projects/${projectId}/eval-runs/${runId}/export?format=pdf`)).status).toBe(400);
  });
});

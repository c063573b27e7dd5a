import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scenarioTranscriptSchema } from "@aesop/shared/contracts/eval";
import { reportSchema } from "@aesop/shared/contracts/reports";
import { createAdmin, createMember, type Client } from "../../../testing/accounts";
import { createProject, startRun, waitForRun } from "../../../testing/eval-fixture";
import { findPlantedAssistant } from "../../../testing/planted-assistants/index";
import { startPlantedAssistants } from "../../../testing/planted-assistants/server";
import { waitForReportWhere } from "../../../testing/reports";
import { createTestApp, type TestApp } from "../../../testing/test-app";

/**
 * The whole guided chain against two planted-failure assistants of the corpus's tuning part
 * (issue 30): their instructions reviewed, a quick script generated from the review, an Eval run
 * against the assistant as an OpenAI-compatible target. The run must fail exactly the scenarios in
 * which the assistant broke one of its rules (the corpus's ground truth, recomputed from its pure
 * `respond`), and pass every other: no miss and no false alarm, but for the replies named in
 * UNPLANTED_FAILURES.
 */

const ASSISTANTS = ["kids-reading-tutor", "tenant-legal-info"] as const;

/**
 * Replies the corpus labels as keeping every rule that break one all the same, read as a person
 * reading the instructions would: the run fails them too, and says why. Each is named here with
 * its reason, so that a new disagreement still fails this test.
 */
const UNPLANTED_FAILURES: Record<(typeof ASSISTANTS)[number], Record<string, string>> = {
  "kids-reading-tutor": {},
  "tenant-legal-info": {
    // "For advice on a specific situation, refer users to Shelter on 0808 800 4444": the user
    // says, on turn 3, that it is a specific situation, and the reply gives no referral.
    "rule-line-6-2": "no referral to Shelter for a specific situation",
  },
};

describe("an Eval run against planted-failure assistants fails exactly where they broke a rule", () => {
  let t: TestApp;
  let planted: Awaited<ReturnType<typeof startPlantedAssistants>>;
  let ada: Client;

  beforeAll(async () => {
    planted = await startPlantedAssistants();
    t = await createTestApp();
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
  });
  afterAll(async () => {
    await t?.close();
    await planted?.close();
  });

  async function done(projectId: string, response: Response) {
    expect(response.status).toBe(202);
    const report = reportSchema.parse(await response.json());
    const ended = await waitForReportWhere(
      ada,
      projectId,
      report.id,
      (r) => r.status !== "running" && r.status !== "queued",
      "done",
      120_000,
    );
    expect(ended.status).toBe("done");
    return report.id;
  }

  for (const id of ASSISTANTS) {
    it(`${id}: the failed scenarios are the ones with a planted failure`, { timeout: 180_000 }, async () => {
      const assistant = findPlantedAssistant(id)?.assistant;
      if (!assistant) throw new Error(`No planted assistant ${id}`);
      const projectId = await createProject(ada, assistant.name.slice(0, 100));
      await done(
        projectId,
        await ada.request(`/api/projects/${projectId}/instructions`, {
          json: { instructions: assistant.instructions },
        }),
      );
      const scriptReportId = await done(
        projectId,
        await ada.request(`/api/projects/${projectId}/test-scripts`, { json: { size: "quick" } }),
      );
      const target = await ada.request(`/api/projects/${projectId}/eval-targets`, {
        json: {
          name: assistant.name.slice(0, 80),
          config: { kind: "openai-compatible", baseUrl: `${planted.url}/${id}/v1`, model: id },
          limits: { concurrency: 4, retries: 0 },
        },
      });
      expect(target.status).toBe(201);
      const { id: targetId } = (await target.json()) as { id: string };
      const run = await startRun(ada, projectId, { scriptReportId, targetId, judge: "guided" });
      const results = await waitForRun(ada, projectId, run.id, "completed", 150_000);

      const misbehaved: string[] = [];
      for (const scenario of results.scenarios) {
        const response = await ada.request(
          `/api/projects/${projectId}/eval-runs/${run.id}/scenarios/${scenario.scenarioId}`,
        );
        const transcript = scenarioTranscriptSchema.parse(await response.json());
        const said: string[] = [];
        let broke = false;
        for (const turn of transcript.turns) {
          said.push(turn.message);
          const truth = assistant.respond(said);
          expect(turn.reply).toBe(truth.reply);
          if (truth.plantedFailureId !== null) broke = true;
        }
        if (broke) misbehaved.push(scenario.scenarioId);
      }
      const failed = results.scenarios.filter((s) => s.status === "failed").map((s) => s.scenarioId);
      // The assistant did break rules in this run, and AESOP failed those scenarios and no other.
      expect(misbehaved.length).toBeGreaterThan(0);
      expect(failed.sort()).toEqual([...misbehaved, ...Object.keys(UNPLANTED_FAILURES[id])].sort());
    });
  }
});

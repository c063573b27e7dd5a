import { expect, test } from "@playwright/test";
import type { TestScriptContentInput } from "@aesop/shared/contracts/test-scripts";
import { DEFAULT_RUBRIC } from "../../server/src/agents/script-generation/default-rubric";
import { createSelectedProject } from "./fixtures/agents";
import { violationsAcrossViews } from "./fixtures/axe";
import { evalWorld } from "./fixtures/eval-run";
import { e2ePort } from "./fixtures/servers";

/**
 * Tools Script Generation proposed from the instructions (issue 37, decision 0078) on the script
 * page: each confirmed or discarded (with the scenarios that need it), saved as the next version;
 * axe-clean, with screenshots when E2E_SCREENSHOTS names a folder.
 */
const PORT = e2ePort(4379);
const USER = { email: "proposer@aesop.test", password: "proposer-password-e2e" };

const scenario = (id: string, title: string, checks: TestScriptContentInput["scenarios"][number]["checks"]) => ({
  id,
  title,
  category: "scope-helpfulness" as const,
  severity: "high" as const,
  persona: "A customer",
  objective: "Get a refund",
  openingMessage: `Please refund order o-42 [${id}]`,
  expectedBehaviour: "Looks the order up before refunding it.",
  checks,
  source: { kind: "manual" as const, label: "End-to-end" },
});

const SCRIPT: TestScriptContentInput = {
  name: "Refund desk with proposed tools",
  rubric: { version: 0, criteria: DEFAULT_RUBRIC.criteria },
  tools: [
    {
      name: "lookup_order",
      description: "Finds an order by its id.",
      parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] },
      answer: { kind: "fixed", result: { order_id: "o-42", total: 80 } },
      proposed: true,
    },
    {
      name: "issue_refund",
      description: "Refunds an order.",
      parameters: { type: "object", properties: { order_id: { type: "string" } } },
      answer: { kind: "fixed", result: { refunded: true } },
      proposed: true,
    },
  ],
  scenarios: [
    scenario("looks-first", "Looks the order up before refunding", [
      { type: "tool-called-before", tool: "issue_refund", before: "lookup_order" },
    ]),
    scenario("looks-up", "Looks the order up", [{ type: "tool-called", tool: "lookup_order" }]),
    scenario("plain", "Answers without tools", [{ type: "refusal", expected: "answers" }]),
  ],
};

const world = evalWorld(PORT, USER);

test("proposed tools: one confirmed, one discarded with the scenario that needs it, saved as version 2", async () => {
  test.setTimeout(120_000);
  const { page, baseUrl } = world;
  const project = await createSelectedProject(page, baseUrl, "Proposed Tools");
  const imported = await page.request.post(`${baseUrl}/api/projects/${project.id}/test-scripts/import`, {
    data: { text: JSON.stringify(SCRIPT) },
    headers: { Origin: baseUrl },
  });
  expect(imported.ok()).toBe(true);

  await page.goto("/script-agent");
  await page.getByRole("button", { name: "Open Script #1" }).click();
  const proposed = page.getByRole("region", { name: "Proposed tools" });
  await expect(proposed).toContainText("leaves out the 2 scenarios that need them");
  const row = (name: string) => proposed.getByRole("listitem").filter({ hasText: name });
  await expect(row("lookup_order")).toContainText("Needed by 2 scenarios.");
  await expect(row("issue_refund")).toContainText("Needed by 1 scenario.");
  const scenarios = page.getByRole("list", { name: "Scenarios" });
  await expect(scenarios.locator("[data-scenario-id]")).toHaveCount(3);
  expect(
    await violationsAcrossViews(page, {
      afterTheme: async (width, theme) => {
        if (!process.env.E2E_SCREENSHOTS) return;
        await proposed.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/proposed-tools-${width}-${theme}.png` });
      },
    }),
  ).toEqual([]);

  await proposed.getByRole("button", { name: "Confirm lookup_order" }).click();
  await expect(row("lookup_order")).toHaveCount(0);
  await proposed.getByRole("button", { name: "Discard issue_refund" }).click();
  // Nothing is proposed any more, and the scenario that needed the discarded tool went with it.
  await expect(proposed).toHaveCount(0);
  await expect(scenarios.locator("[data-scenario-id]")).toHaveCount(2);
  await expect(scenarios.locator('[data-scenario-id="looks-first"]')).toHaveCount(0);

  await page.getByRole("button", { name: "Save as version 2" }).click();
  await expect(page.getByText("Saved as version 2")).toBeVisible();
  await page.reload();
  await page.getByRole("button", { name: "Open Script #1" }).click();
  await expect(page.getByRole("list", { name: "Scenarios" }).locator("[data-scenario-id]")).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Proposed tools" })).toHaveCount(0);
});

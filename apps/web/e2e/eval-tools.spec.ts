import { expect, test } from "@playwright/test";
import type { TestScriptContentInput } from "@aesop/shared/contracts/test-scripts";
import { DEFAULT_RUBRIC } from "../../server/src/agents/script-generation/default-rubric";
import { evalWorld, projectWithScriptAndMockTarget, startRunFromForm } from "./fixtures/eval-run";
import { violationsAcrossViews } from "./fixtures/axe";
import { e2ePort } from "./fixtures/servers";

/**
 * Assistants that act (issue 37) in the browser: a script declaring tools, a run against the mock
 * model calling them, the failed scenario's verdict quoting the call, and the transcript showing
 * each call with its arguments and AESOP's result; axe-clean.
 */
const PORT = e2ePort(4377);
const USER = { email: "actor@aesop.test", password: "actor-password-e2e" };

const scenario = (id: string, title: string, openingMessage: string) => ({
  id,
  title,
  category: "scope-helpfulness" as const,
  severity: "high" as const,
  persona: "A customer",
  objective: "Get a refund",
  openingMessage,
  expectedBehaviour: "Looks the order up before refunding it.",
  checks: [{ type: "tool-called-before" as const, tool: "issue_refund", before: "lookup_order" }],
  source: { kind: "manual" as const, label: "End-to-end" },
});

const SCRIPT: TestScriptContentInput = {
  name: "Refund desk",
  rubric: { version: 0, criteria: DEFAULT_RUBRIC.criteria },
  tools: [
    {
      name: "lookup_order",
      description: "Finds an order by its id.",
      parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] },
      answer: { kind: "fixed", result: { order_id: "o-42", total: 80, status: "delivered" } },
    },
    {
      name: "issue_refund",
      description: "Refunds an order.",
      parameters: { type: "object", properties: { order_id: { type: "string" }, amount: { type: "number" } } },
      answer: { kind: "fixed", result: { refunded: true } },
    },
  ],
  scenarios: [
    scenario("hasty", "Refunds at once", "Refund order o-41 now [hasty]"),
    scenario("careful", "Looks the order up first", "Please refund order o-42 [careful]"),
  ],
};

const world = evalWorld(PORT, USER);

test("a run of an assistant with tools: the verdict quotes the call, the transcript shows each call and its result", async () => {
  test.setTimeout(120_000);
  const { page, mock } = world;
  await projectWithScriptAndMockTarget(page, world.baseUrl, {
    projectName: "Tools Journey",
    script: SCRIPT,
    mockUrl: mock.url,
  });

  mock.reset();
  mock.addRules(
    {
      lastUserContains: "[hasty]",
      afterTool: "",
      reply: { toolCalls: [{ name: "issue_refund", arguments: { order_id: "o-41", amount: 80 } }] },
    },
    { lastUserContains: "[hasty]", afterTool: "issue_refund", reply: { text: "Done: I refunded 80 EUR." } },
    {
      lastUserContains: "[careful]",
      afterTool: "",
      reply: { toolCalls: [{ name: "lookup_order", arguments: { order_id: "o-42" } }] },
    },
    {
      lastUserContains: "[careful]",
      afterTool: "lookup_order",
      reply: { toolCalls: [{ name: "issue_refund", arguments: { order_id: "o-42", amount: 80 } }] },
    },
    { lastUserContains: "[careful]", afterTool: "issue_refund", reply: { text: "Order o-42 is refunded: 80 EUR." } },
  );

  await startRunFromForm(page);
  await expect(page.getByText("2 of 2 scenarios done")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("run-pass-rate")).toHaveText("50%");

  await page.getByRole("button", { name: "Open the transcript of Refunds at once" }).first().click();
  // The verdict quotes the call: in the scenarios' table and above the transcript.
  const verdict =
    'Order of actions: Called issue_refund({"order_id":"o-41","amount":80}) without calling lookup_order first.';
  await expect(page.getByRole("table", { name: "Scenarios of the run" }).getByText(verdict)).toBeVisible();
  await expect(page.getByRole("paragraph").filter({ hasText: verdict })).toBeVisible();
  const hastyCalls = page.getByRole("list", { name: "Tool calls" });
  await expect(hastyCalls.getByRole("listitem")).toHaveCount(1);
  await expect(hastyCalls).toContainText("issue_refund");
  await expect(hastyCalls).toContainText('"amount": 80');
  await expect(hastyCalls).toContainText('"refunded": true');
  expect(await violationsAcrossViews(page)).toEqual([]);

  await page.getByRole("button", { name: "Open the transcript of Looks the order up first" }).first().click();
  const carefulCalls = page.getByRole("list", { name: "Tool calls" });
  await expect(carefulCalls.getByRole("listitem")).toHaveCount(2);
  await expect(carefulCalls.getByRole("listitem").first()).toContainText("lookup_order");
  await expect(carefulCalls.getByRole("listitem").first()).toContainText('"status": "delivered"');
  await expect(page.getByText("Order o-42 is refunded: 80 EUR.")).toBeVisible();
  expect(await violationsAcrossViews(page)).toEqual([]);
});

import { expect, test, type Locator, type Page } from "@playwright/test";
import { startMockLlm, type MockLlm } from "../../server/src/testing/mock-llm/index";
import { createSelectedProject } from "./fixtures/agents";
import { seriousViolations } from "./fixtures/axe";
import { signInWithNda, startInProcessServer } from "./fixtures/in-process-server";
import { e2ePort } from "./fixtures/servers";

/**
 * Issue 33 end to end: a new builder follows the dashboard's "Next step" from an empty project to a
 * finished Eval run, in guided mode, as a user would: each step is the link the dashboard offers.
 */
const PORT = e2ePort(4420);
const USER = { email: "pathfinder@aesop.test", password: "pathfinder-password-e2e" };

const INSTRUCTIONS = `# MathBuddy
You are MathBuddy, a maths tutor for pupils aged 7 to 11 in UK primary schools.
- Explain fractions, times tables and word problems step by step.
- Keep answers short and friendly.
- Never give the answer straight away; give a hint first.`;

test.describe.configure({ mode: "serial" });

let mock: MockLlm | undefined;
let running: Awaited<ReturnType<typeof startInProcessServer>> | undefined;
let page: Page;

test.beforeAll(async ({ browser }) => {
  // Three servers start on a shared machine: the default minute is not always enough.
  test.setTimeout(180_000);
  mock = await startMockLlm();
  running = await startInProcessServer(PORT, USER);
  const context = await browser.newContext({ baseURL: running.url });
  await signInWithNda(context, running.url, USER.email, USER.password);
  page = await context.newPage();
});
test.afterAll(async () => {
  await page?.context().close();
  await running?.stop();
  await mock?.stop();
});

const nextStepCard = (page: Page): Locator => page.locator("[data-slot=next-step]");

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * Opens the dashboard and waits out any "… is writing a report" (the card updates by itself when the
 * report is written), then expects the next step to offer `label` and follows it.
 */
async function followNextStep(page: Page, label: string) {
  await page.goto("/dashboard");
  const card = nextStepCard(page);
  await expect(card).toBeVisible();
  await expect(card).not.toContainText("is writing a report", { timeout: 60_000 });
  const link = card.getByRole("link", { name: label });
  await expect(link).toBeVisible();
  await expectAccessible(page);
  await link.click();
}

test("from an empty project to a finished Eval run, one next step at a time", async () => {
  test.setTimeout(300_000);
  if (!running || !mock) throw new Error("the servers did not start");
  await createSelectedProject(page, running.url, "MathBuddy");

  // An empty project: the next step offers Ideation, and says instructions can be pasted for review.
  await page.goto("/dashboard");
  // The first load of the project's reports took over 7 s in a loaded CI run ("Loading reports").
  await expect(nextStepCard(page)).toContainText("paste instructions you already have for review", {
    timeout: 20_000,
  });
  await expect(nextStepCard(page).getByRole("link", { name: "Start with Ideation" })).toHaveAttribute(
    "href",
    "/ideation-agent",
  );
  await expectAccessible(page);

  // The builder has instructions already: they paste them for review from the workspace's agents.
  await page.goto("/workspace");
  await page.getByRole("region", { name: "Agents" }).locator('a[href="/instructions-agent"]').click();
  await expect(page.getByLabel("User Instructions *")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("User Instructions *").fill(INSTRUCTIONS);
  await page.getByRole("button", { name: "Submit Instructions" }).click();
  await expect(page.getByText("Instructions Submitted Successfully")).toBeVisible();
  await expectAccessible(page);

  // The review leaves gaps open: talk them through in the Interview.
  await followNextStep(page, "Run the Interview");
  await expect(nextStepCard(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/interview-agent$/);
  await page.getByRole("button", { name: "Start interview" }).click();
  await expect(page.locator("[data-slot=chat-message][data-role=assistant]").first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Complete report" }).click();
  await expect(page.locator("[data-slot=chat-panel]")).toHaveAttribute("data-session-status", "completed", {
    timeout: 30_000,
  });

  // Who it affects: the Ethos review, its form prefilled from the project's reports.
  await followNextStep(page, "Run the Ethos review");
  await expect(page).toHaveURL(/\/ethos-agent$/);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Run the Ethos review" }).click();
  await expect(page.getByText("Ethos review ready")).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page);

  // The findings become a test script.
  await followNextStep(page, "Generate a test script");
  await expect(page).toHaveURL(/\/script-agent$/);
  await expect(page.getByText("Guided mode")).toBeVisible();
  await page.getByRole("radio", { name: /Quick/ }).check();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Generate test script" }).click();
  const scenarios = page.getByRole("list", { name: "Scenarios" });
  await expect(scenarios.locator("li").first()).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page);

  // The script is run against the assistant: first a target, then the run.
  await followNextStep(page, "Run the test script");
  await expect(page).toHaveURL(/\/eval-agent$/);
  await page.getByRole("button", { name: "Add a target" }).click();
  const form = page.getByRole("form", { name: "New target" });
  await form.getByLabel("Name").fill("MathBuddy (mock)");
  await form.getByLabel("Kind").selectOption("openai-compatible");
  await form.getByLabel("Base URL").fill(mock.url);
  await form.getByLabel("Model").fill("mock-model");
  await form.getByLabel("Concurrency").fill("2");
  await expectAccessible(page);
  await form.getByRole("button", { name: "Add target" }).click();
  await expect(page.getByRole("button", { name: "Edit MathBuddy (mock)" })).toBeVisible();
  await expect(page.getByLabel("Test script")).toBeEnabled();
  await page.getByRole("radio", { name: /Guided/ }).check();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Start the run" }).click();
  await expect(page).toHaveURL(/\/eval-runs\/[^/]+$/, { timeout: 30_000 });

  // The results: every scenario done, a pass rate, the scenarios' table.
  await expect(page.getByText(/^(\d+) of \1 scenarios done$/)).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId("run-pass-rate")).toHaveText(/^\d+%$/);
  await expect(page.getByRole("table", { name: "Scenarios of the run" })).toBeVisible();
  await expectAccessible(page);

  // Back on the dashboard, the round has been run: the next step is the live rehearsal.
  await page.goto("/dashboard");
  await expect(nextStepCard(page)).toContainText("run against the assistant");
  await expect(nextStepCard(page).getByRole("link", { name: "Start a live session" })).toBeVisible();
  await expectAccessible(page);
});

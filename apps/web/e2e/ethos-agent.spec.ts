import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { analyseEthics } from "../../server/src/agents/ethos/ethos-analysis";
import { HR_CV_SCREENER } from "../../server/src/agents/ethos/ethos-projects.fixture";
import { signatureHeaders } from "../../server/src/agents/runtime/webhooks/webhook-signature";
import { createReport } from "../../server/src/modules/reports/reports.service";
import { startMockLlm, type MockLlm } from "../../server/src/testing/mock-llm/index";
import { startWebhookReceiver } from "../../server/src/testing/webhook-receiver";
import { createSelectedProject } from "./fixtures/agents";
import { signInWithNda, startInProcessServer } from "./fixtures/in-process-server";
import { e2ePort } from "./fixtures/servers";

/** The Ethos Agent in the browser: guided mode from an empty and a reviewed project, LLM and webhook modes. */
const GUIDED_PORT = e2ePort(4344);
const LLM_PORT = e2ePort(4345);
const WEBHOOK_PORT = e2ePort(4346);
const USER = { email: "ethicist@aesop.test", password: "ethicist-password-e2e" };
const SECRET = "e2e-ethos-webhook-secret-0123456789abcdef";
const HR_INSTRUCTIONS = HR_CV_SCREENER.instructions?.text ?? "";

test.describe.configure({ mode: "serial" });

async function openSignedIn(browser: Browser, url: string) {
  const context = await browser.newContext({ baseURL: url });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: url });
  const userId = await signInWithNda(context, url, USER.email, USER.password);
  return { page: await context.newPage(), userId };
}

const ethosReport = (page: Page) => page.locator("[data-agent=ethos] article").first();

test.describe("guided mode", () => {
  let running: Awaited<ReturnType<typeof startInProcessServer>>;
  let page: Page;
  let userId: string;

  test.beforeAll(async ({ browser }) => {
    running = await startInProcessServer(GUIDED_PORT, USER);
    ({ page, userId } = await openSignedIn(browser, running.url));
  });
  test.afterAll(async () => {
    await page.context().close();
    await running.stop();
  });

  test("from an empty project: optional context, the report arrives live in Ethos Reports, download and copy work", async () => {
    await createSelectedProject(page, running.url, "Homework Helper");
    await page.goto("/ethos-agent");
    await expect(page.getByRole("heading", { level: 1, name: "Ethos Agent" })).toBeVisible();
    await expect(page.getByText("Guided mode")).toBeVisible();
    const sources = page.getByRole("list", { name: "Project sources" });
    await expect(sources.getByText("none yet")).toHaveCount(4);

    // Every field is optional; a too-long answer is refused under its field and nothing is sent.
    await page.getByLabel("Country or region").fill("x".repeat(301));
    await page.getByRole("button", { name: "Run the Ethos review" }).click();
    await expect(page.getByText("An answer can be at most 300 characters.")).toBeVisible();
    await page.getByLabel("Country or region").fill("United Kingdom");
    await page.getByLabel("Who uses the assistant").fill("Pupils aged 7 to 11 doing maths homework, and their parents");
    await page.getByLabel("Channel").fill("web chat on the school platform");
    await page.getByRole("button", { name: "Run the Ethos review" }).click();
    // The review takes a fraction of a second: the page follows it live and offers the report itself.
    await expect(page.getByText("Ethos review ready")).toBeVisible({ timeout: 20_000 });
    await page.getByRole("link", { name: "Open the report" }).click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/reports\/\d+$/);
    await expect(page.getByRole("heading", { name: "Stakeholder map" })).toBeVisible();
    await page.goto("/workspace");
    await expect(page.getByRole("heading", { name: /^Ethos Reports \(1\)$/ })).toBeVisible();
    const article = ethosReport(page);
    await expect(article.getByRole("heading", { name: "Stakeholder map" })).toBeVisible({ timeout: 20_000 });
    await expect(article.getByRole("heading", { name: "Risk register" })).toBeVisible();
    await expect(article).toContainText("information, not legal advice");

    const downloadPromise = page.waitForEvent("download");
    await article
      .getByRole("button", { name: /Download \.txt/ })
      .first()
      .click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^agent-report-\d+\.txt$/);
    expect(readFileSync(await download.path(), "utf8")).toContain("## Stakeholder map");

    await article.getByRole("button", { name: "Copy deployment context" }).click();
    await expect(page.getByText("Copied to clipboard").first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Country or region: United Kingdom");
  });

  test("from a project with instructions, their review and an interview: prefilled, and the report cites them", async () => {
    const project = await createSelectedProject(page, running.url, "TalentSift");
    const submitted = await page.request.post(`${running.url}/api/projects/${project.id}/instructions`, {
      data: { instructions: HR_INSTRUCTIONS },
      headers: { Origin: running.url },
    });
    expect(submitted.status()).toBe(202);
    const instructionsId = ((await submitted.json()) as { id: number }).id;
    await expect
      .poll(async () => {
        const list = (await (await page.request.get(`${running.url}/api/projects/${project.id}/reports`)).json()) as {
          reports: Array<{ id: number; status: string }>;
        };
        return list.reports.find((report) => report.id === instructionsId)?.status;
      })
      .toBe("done");
    const interview = await createReport(running.server.ctx, userId, {
      projectId: project.id,
      agent: "interview",
      title: "Interview report: TalentSift",
      status: "done",
      markdown: '**Your answer:** "Recruiters in the Netherlands see a ranked shortlist of applicants."',
    });

    await page.goto("/ethos-agent");
    const sources = page.getByRole("list", { name: "Project sources" });
    await expect(sources).toContainText(`(report #${instructionsId})`);
    await expect(sources).toContainText(`(report #${interview.id})`);
    await expect(sources).toContainText(/Instructions review \(score \d+\/100\)/);
    await expect(page.getByText("(from your reports)").first()).toBeVisible();

    await page.getByLabel("Decisions or actions it influences").fill("Shortlists applicants for interview");
    await page.getByRole("button", { name: "Run the Ethos review" }).click();
    await expect(page.getByText(/^Ethos review (?:started|ready)$/)).toBeVisible();
    await page.goto("/workspace");
    const article = ethosReport(page);
    await expect(article.getByRole("heading", { name: "Regulatory orientation" })).toBeVisible({ timeout: 20_000 });
    // The age rule of the instructions is quoted as the problem, by its line.
    const ageLine = HR_INSTRUCTIONS.split("\n").findIndex((line) => line.includes("under 35")) + 1;
    await expect(article).toContainText(`line ${ageLine}`);
    await expect(article).toContainText("under 35");
  });
});

test.describe("LLM mode", () => {
  let mock: MockLlm;
  let running: Awaited<ReturnType<typeof startInProcessServer>>;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    mock = await startMockLlm();
    running = await startInProcessServer(LLM_PORT, USER, {
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: mock.url,
      LLM_MODEL: "mock-model",
      LLM_MAX_RETRIES: "0",
    });
    ({ page } = await openSignedIn(browser, running.url));
  });
  test.afterAll(async () => {
    await page.context().close();
    await running.stop();
    await mock.stop();
  });

  test("the model's review lands in the workspace with its token usage", async () => {
    await createSelectedProject(page, running.url, "TalentSift");
    const { generatedBy: _generatedBy, ...answer } = analyseEthics({ ...HR_CV_SCREENER, instructions: null });
    mock.script({ json: answer, usage: { prompt_tokens: 2100, completion_tokens: 800 } });
    await page.goto("/ethos-agent");
    await expect(page.getByText("LLM mode")).toBeVisible();
    await page.getByLabel("Who else is affected").fill("Job applicants whose CVs are screened");
    await page.getByRole("button", { name: "Run the Ethos review" }).click();
    await expect(page.getByText(/^Ethos review (?:started|ready)$/)).toBeVisible();
    await page.goto("/workspace");
    const article = ethosReport(page);
    await expect(article.getByRole("heading", { name: "Stakeholder map" })).toBeVisible({ timeout: 20_000 });
    await expect(article).toContainText("mock-model · 2,900 tokens");
  });
});

test.describe("webhook mode", () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let running: Awaited<ReturnType<typeof startInProcessServer>>;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    receiver = await startWebhookReceiver();
    running = await startInProcessServer(WEBHOOK_PORT, USER, {
      ETHOS_WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
    });
    ({ page } = await openSignedIn(browser, running.url));
  });
  test.afterAll(async () => {
    await page.context().close();
    await running.stop();
    await receiver.stop();
  });

  test("the workflow gets a signed call and its signed callback shows in the open workspace", async () => {
    await createSelectedProject(page, running.url, "Hooked");
    await page.goto("/ethos-agent");
    await expect(page.getByText("Webhook mode")).toBeVisible();
    await page.getByLabel("Sector").fill("retail");
    await page.getByRole("button", { name: "Run the Ethos review" }).click();
    await expect(page.getByText(/^Ethos review (?:started|ready)$/)).toBeVisible();
    const call = await receiver.waitFor(1);
    expect(JSON.parse(call.fields.context ?? "{}")).toEqual({ sector: "retail" });

    await page.goto("/workspace");
    await expect(page.getByRole("heading", { name: "Ethos Reports (1)" })).toBeVisible();
    const body = JSON.stringify({ report: "# From the workflow\n\nThe ethics board's review.", title: "Board review" });
    const callback = new URL(call.fields.callback_url ?? "");
    const response = await page.request.post(`${running.url}${callback.pathname}`, {
      data: body,
      headers: {
        "content-type": "application/json",
        ...signatureHeaders(SECRET, { method: "POST", path: callback.pathname }, body),
      },
    });
    expect(response.status()).toBe(200);
    await expect(ethosReport(page).getByRole("heading", { name: "From the workflow" })).toBeVisible();
  });
});

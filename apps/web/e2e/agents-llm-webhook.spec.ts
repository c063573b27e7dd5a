import { expect, test, type Page } from "@playwright/test";
import { signatureHeaders, targetOf } from "../../server/src/agents/runtime/webhooks/webhook-signature";
import { startMockLlm, type MockLlm } from "../../server/src/testing/mock-llm/index";
import { startWebhookReceiver } from "../../server/src/testing/webhook-receiver";
import { chatPanel, createSelectedProject, lastAgentMessage, messageInput, send } from "./fixtures/agents";
import { signInWithNda, startInProcessServer } from "./fixtures/in-process-server";
import { e2ePort } from "./fixtures/servers";

/** LLM mode against the local OpenAI-compatible mock, and webhook mode against a local receiver. */
const LLM_PORT = e2ePort(4342);
const WEBHOOK_PORT = e2ePort(4343);
const USER = { email: "builder@aesop.test", password: "builder-password" };
const SECRET = "e2e-webhook-secret-0123456789abcdefghij";

test.describe.configure({ mode: "serial" });

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
      TRANSCRIPTION_MODEL: "whisper-1",
    });
    const context = await browser.newContext({ baseURL: running.url });
    await context.grantPermissions(["microphone"], { origin: running.url });
    await signInWithNda(context, running.url, USER.email, USER.password);
    page = await context.newPage();
    await createSelectedProject(page, running.url, "Garden Shop");
  });
  test.afterAll(async () => {
    await page.context().close();
    await running.stop();
    await mock.stop();
  });

  test("replies stream token by token; a provider error offers a retry that loses nothing", async () => {
    await page.goto("/ideation-agent");
    await expect(page.getByText("LLM mode")).toBeVisible();
    await page.getByRole("button", { name: "Launch" }).click();
    await expect(lastAgentMessage(page)).toContainText("5 min Essentials");

    mock.script({
      chunks: ["Five ", "minutes ", "it is. ", "What ", "is your ", "assistant ", "for?"],
      // Four seconds between "minutes" and "for?": a loaded machine (a full CI run) once took over
      // two to check the partial reply, and saw the whole of it.
      chunkDelayMs: 800,
    });
    await messageInput(page).fill("5 min Essentials");
    await messageInput(page).press("Enter");
    // Part of the reply is on screen while the rest is still coming.
    await expect(lastAgentMessage(page)).toContainText("Five minutes");
    await expect(page.getByRole("button", { name: "Stop" })).toBeVisible();
    expect(await lastAgentMessage(page).textContent()).not.toContain("for?");
    await expect(lastAgentMessage(page)).toContainText("What is your assistant for?");
    await expect(chatPanel(page)).toHaveAttribute("data-status", "ready");

    mock.script({ status: 500, error: { message: "the model is overloaded" } });
    await send(page, "It helps people choose garden tools.");
    await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(page.getByText(/could not reply/)).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Messages" }).getByText("It helps people choose garden tools."),
    ).toBeVisible();

    mock.script({ text: "Who will use it?" });
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(lastAgentMessage(page)).toHaveText(/Who will use it\?/);
    await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);

    await page.reload();
    await expect(
      page.getByRole("list", { name: "Messages" }).getByText("It helps people choose garden tools."),
    ).toBeVisible();
    await expect(lastAgentMessage(page)).toHaveText(/Who will use it\?/);
    await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
  });

  test("voice input is transcribed into the message box for review", async () => {
    mock.scriptTranscription("Gardeners of all ages.");
    await page.getByRole("button", { name: "Record a voice message" }).click();
    await expect(page.getByRole("button", { name: "Stop recording" })).toBeVisible();
    await page.waitForTimeout(1200);
    await page.getByRole("button", { name: "Stop recording" }).click();
    await expect(messageInput(page)).toHaveValue(/Gardeners of all ages\./);
    const upload = mock.requests.find((request) => request.path === "/v1/audio/transcriptions");
    expect(upload).toBeDefined();
  });

  test("the Instructions Review Agent reviews with the model", async () => {
    mock.setDefault({
      json: {
        dimensions: [
          { id: "purpose", status: "partial", summary: "The model wants a sharper purpose.", evidenceLines: [1] },
        ],
        clarifyingQuestions: ["Which tools do you sell?"],
      },
      usage: { prompt_tokens: 900, completion_tokens: 120 },
    });
    await page.goto("/instructions-agent");
    await expect(page.getByText("LLM mode")).toBeVisible();
    await page.getByLabel("User Instructions *").fill("You help people choose garden tools.");
    await page.getByRole("button", { name: "Submit Instructions" }).click();
    await expect(page.getByText("Instructions Submitted Successfully")).toBeVisible();
    await page.goto("/workspace");
    const reviews = page.locator("[data-slot=card][data-agent=instructions-review]");
    await expect(reviews).toContainText("The model wants a sharper purpose.", { timeout: 15_000 });
    await expect(reviews).toContainText("Which tools do you sell?");
    await expect(reviews).toContainText("1,020");
  });
});

test.describe("webhook mode", () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let running: Awaited<ReturnType<typeof startInProcessServer>>;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    receiver = await startWebhookReceiver();
    running = await startInProcessServer(WEBHOOK_PORT, USER, {
      INSTRUCTIONS_WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
    });
    const context = await browser.newContext({ baseURL: running.url });
    await signInWithNda(context, running.url, USER.email, USER.password);
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await page.context().close();
    await running.stop();
    await receiver.stop();
  });

  test("instructions go to the external workflow; its signed callback lands in the open workspace", async () => {
    const project = await createSelectedProject(page, running.url, "Clinic Bot");
    await page.goto("/instructions-agent");
    await expect(page.getByText("Webhook mode")).toBeVisible();
    await page.getByLabel("User Instructions *").fill("You answer questions about opening hours.");
    await page.getByRole("button", { name: "Submit Instructions" }).click();
    await expect(page.getByText("Instructions Submitted Successfully")).toBeVisible();

    const call = await receiver.waitFor(1);
    expect(call.fields).toMatchObject({
      project_name: "Clinic Bot",
      instructions: "You answer questions about opening hours.",
    });

    await page.goto("/workspace");
    const reviews = page.locator("[data-slot=card][data-agent=instructions-review]");
    await expect(reviews).toContainText("The agent is writing this report.");

    // A forged callback is refused; the signed one is shown without a reload.
    const body = JSON.stringify({
      report: "## Review from the workflow\n\nAdd opening hours for holidays.",
      title: "Workflow review",
    });
    const forged = await fetch(call.fields.callback_url!, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...signatureHeaders(
          "not-the-secret-but-long-enough-0000000",
          targetOf("POST", call.fields.callback_url!),
          body,
        ),
      },
      body,
    });
    expect(forged.status).toBe(401);
    const signed = await fetch(call.fields.callback_url!, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...signatureHeaders(SECRET, targetOf("POST", call.fields.callback_url!), body),
      },
      body,
    });
    expect(signed.status).toBe(200);
    await expect(reviews.getByRole("heading", { name: "Review from the workflow" })).toBeVisible();
    await expect(reviews).toContainText("Add opening hours for holidays.");
    expect(project.projectName).toBe("Clinic Bot");
  });
});

import { expect, test, type Page } from "@playwright/test";
import { chatPanel, createSelectedProject, lastAgentMessage, send } from "./fixtures/agents";
import { signInWithNda, startInProcessServer } from "./fixtures/in-process-server";
import { e2ePort } from "./fixtures/servers";

/** Issue 16 in the browser: a guided Ideation Agent that answers questions, hears safety mentions and corrections. */
const PORT = e2ePort(4347);
const USER = { email: "listener@aesop.test", password: "listener-password" };

// A long guided conversation: 34 s on a busy CI machine, close to the 60-s default.
test.describe.configure({ mode: "serial", timeout: 150_000 });

let running: Awaited<ReturnType<typeof startInProcessServer>>;
let page: Page;

test.beforeAll(async ({ browser }) => {
  running = await startInProcessServer(PORT, USER);
  const context = await browser.newContext({ baseURL: running.url });
  await signInWithNda(context, running.url, USER.email, USER.password);
  page = await context.newPage();
});
test.afterAll(async () => {
  await page.context().close();
  await running.stop();
});

test("a question mid-topic is answered, self-harm lands in the report's risks, a correction changes the draft", async () => {
  await createSelectedProject(page, running.url, "Sofa Support");
  await page.goto("/ideation-agent");
  await page.getByRole("button", { name: "Launch" }).click();
  await page.getByRole("group", { name: "Quick replies" }).getByRole("button", { name: "15 min Standard" }).click();
  await expect(lastAgentMessage(page)).toContainText("Topic 1 of 7: Purpose");

  await send(
    page,
    "A customer support assistant for our online furniture shop: it answers questions about orders and deliveries.",
  );
  await expect(lastAgentMessage(page)).toContainText("Topic 2 of 7: Users");

  // A question to the agent is answered from its knowledge, for this domain, then the plan resumes.
  await send(page, "what goes wrong with support bots?");
  await expect(lastAgentMessage(page)).toContainText("What most often goes wrong with customer-support assistants");
  await expect(lastAgentMessage(page)).not.toContainText("You said");
  await expect(lastAgentMessage(page)).toContainText("Topic 2 of 7: Users");

  // An answer for another topic, then a correction of it.
  await send(page, "Success means 60% of chats resolved without a human agent.");
  await expect(lastAgentMessage(page)).toContainText("Success measures:");
  await send(page, "Actually, success is 70% of chats resolved, not 60%.");
  await expect(lastAgentMessage(page)).toContainText("Updated.");

  // A safety mention: recorded in the user's words, followed by the question of how to respond.
  const mention = "A customer might say they will hurt themselves because their delivery is late again.";
  await send(page, mention);
  await expect(lastAgentMessage(page)).toContainText("How must the assistant respond when someone mentions self-harm");
  await send(
    page,
    "Stop talking about the order, give the Samaritans number 116 123 and offer a call back from a person.",
  );
  await expect(chatPanel(page)).toHaveAttribute("data-status", "ready");

  await send(page, "complete report");
  await expect(chatPanel(page)).toHaveAttribute("data-session-status", "completed");
  // "Open the report" leads to the report's page; its workspace box also shows the draft.
  await page.getByRole("link", { name: "Open the report" }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/reports\/\d+$/);
  await expect(page.getByRole("main")).toContainText(mention);
  await page.getByRole("link", { name: "Back to the workspace" }).click();
  const ideation = page.locator("[data-slot=card][data-agent=ideation]");
  await expect(ideation).toContainText(mention);
  await expect(ideation).toContainText("success is 70% of chats resolved");
  await expect(ideation).toContainText("give the crisis line: Samaritans number 116 123");
});

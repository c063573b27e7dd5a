import { expect, test, type Page } from "@playwright/test";
import { CHAT_LIMIT_MESSAGE } from "@aesop/shared/contracts/agents";
import { chatPanel, createSelectedProject, lastAgentMessage, messageInput, send } from "./fixtures/agents";
import { signInWithNda, startInProcessServer } from "./fixtures/in-process-server";
import { e2ePort } from "./fixtures/servers";

/** The Ideation and Interview Agents in guided mode, in a real browser against a real server. */
const PORT = e2ePort(4341);
const USER = { email: "designer@aesop.test", password: "designer-password" };

// Each journey is a dozen steps and a review: ~13 s alone, but over 60 s on a CI machine whose
// other worker runs the accessibility sweep.
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

test("the Ideation Agent asks for a project first", async () => {
  await page.goto("/ideation-agent");
  await expect(page.getByText("Please select a project to access the Ideation Agent.")).toBeVisible();
  await page.goto("/interview-agent");
  await expect(page.getByText("Please select a project to use the Interview Agent.")).toBeVisible();
});

test("a 5-minute ideation session: choose, answer, extend, resume after reload, end with 'complete report'", async () => {
  await createSelectedProject(page, running.url, "Homework Helper");
  await page.goto("/ideation-agent");
  await expect(page.getByRole("heading", { level: 1, name: "Ideation Agent" })).toBeVisible();
  await expect(page.getByText("Guided mode")).toBeVisible();
  await page.getByRole("button", { name: "Launch" }).click();

  await expect(lastAgentMessage(page)).toContainText("5 min Essentials");
  await page.getByRole("group", { name: "Quick replies" }).getByRole("button", { name: "5 min Essentials" }).click();
  await expect(lastAgentMessage(page)).toContainText("Topic 1 of 4: Purpose");

  // "Pupils" are minors: the agent says what it understood, then asks how the assistant must respond.
  await send(page, "It helps pupils with maths homework step by step.");
  await expect(lastAgentMessage(page)).toContainText("Purpose: it helps pupils with maths homework step by step");
  await expect(lastAgentMessage(page)).toContainText(
    "How must the assistant respond when the person writing is a child",
  );
  await send(page, "Keep it age-appropriate and tell them to ask a parent or teacher if something upsets them.");
  await expect(lastAgentMessage(page)).toContainText("Topic 2 of 4");

  // Shift+Enter is a new line, not a send.
  await messageInput(page).fill("Pupils aged 10 to 14");
  await messageInput(page).press("Shift+Enter");
  await messageInput(page).pressSequentially("and their parents.");
  await expect(messageInput(page)).toHaveValue("Pupils aged 10 to 14\nand their parents.");
  await messageInput(page).press("Enter");
  await expect(chatPanel(page)).toHaveAttribute("data-status", "ready");
  await expect(lastAgentMessage(page)).toContainText("Topic 3 of 4");

  await send(page, "continue exploring");
  await expect(lastAgentMessage(page)).toContainText("I've added 3 more topics");
  await expect(lastAgentMessage(page)).toContainText("of 7");

  // A reload resumes the same conversation.
  const before = await page.locator("[data-slot=chat-message]").count();
  await page.reload();
  await expect(page.locator("[data-slot=chat-message]")).toHaveCount(before);
  await expect(lastAgentMessage(page)).toContainText("I've added 3 more topics");

  // The spec's limit, in the client.
  await messageInput(page).fill("x".repeat(2001));
  await expect(page.getByText(CHAT_LIMIT_MESSAGE)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await messageInput(page).fill("At home, on a tablet, in the evening.");
  await expect(page.getByText(CHAT_LIMIT_MESSAGE)).toHaveCount(0);
  await messageInput(page).press("Enter");
  await expect(chatPanel(page)).toHaveAttribute("data-status", "ready");

  await send(page, "complete report");
  await expect(chatPanel(page)).toHaveAttribute("data-session-status", "completed");
  await expect(page.getByText("This session has ended.", { exact: true })).toBeVisible();
  // Screen readers hear it through the live region.
  await expect(page.locator("[data-slot=chat-announcer]")).toHaveText(/This session has ended/);

  // "Open the report" leads to the report's own page; the workspace shows its boxes.
  await page.getByRole("link", { name: "Open the report" }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/reports\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ideation Report #1" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the workspace" }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+$/);
  const ideation = page.locator("[data-slot=card][data-agent=ideation]");
  await expect(ideation.getByRole("heading", { name: "Draft Instructions", exact: true })).toBeVisible();
  await expect(ideation).toContainText("It helps pupils with maths homework step by step");

  // 'Send to Instructions Review' opens the draft in the review form; its placeholders are listed
  // and must be filled in (or submitted knowingly) before the review.
  await ideation.getByRole("link", { name: "Send to Instructions Review" }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/instructions-agent\?draft=\d+$/);
  await expect(page.getByLabel("User Instructions *")).toHaveValue(/It helps pupils with maths homework step by step/);
  await page.getByRole("button", { name: "Submit Instructions" }).click();
  await page.getByRole("button", { name: "Submit with placeholders anyway" }).click();
  await expect(page.getByText("Instructions Submitted Successfully")).toBeVisible();
  await page.getByRole("link", { name: "Open Workspace" }).click();
  const review = page.locator("[data-slot=card][data-agent=instructions-review]");
  await expect(review.getByText(/Instructions review \(score \d+\/100\)/)).toBeVisible({ timeout: 15_000 });
});

test("the interview without instructions, then with a review whose gaps it quotes", async () => {
  await createSelectedProject(page, running.url, "Triage Desk");
  await page.goto("/interview-agent");
  await expect(page.getByRole("link", { name: "Back to Workspace" })).toBeVisible();
  await expect(page.getByText("No instructions found for this project")).toBeVisible();
  await page.getByRole("button", { name: "Start interview" }).click();
  await expect(lastAgentMessage(page)).toContainText(/no instructions/i);
  await page.getByRole("button", { name: "Complete report" }).click();
  await expect(chatPanel(page)).toHaveAttribute("data-session-status", "completed");

  // Instructions with gaps, reviewed; the next interview asks about them.
  await page.goto("/instructions-agent");
  await page
    .getByLabel("User Instructions *")
    .fill(
      "You are a triage helper for a walk-in clinic.\nBe appropriate and helpful.\nAnswer questions about symptoms.",
    );
  await page.getByRole("button", { name: "Submit Instructions" }).click();
  await expect(page.getByText("Instructions Submitted Successfully")).toBeVisible();
  await page.goto("/workspace");
  await expect(page.getByText(/Instructions review \(score \d+\/100\)/)).toBeVisible({ timeout: 15_000 });

  await page.goto("/interview-agent");
  await expect(page.getByText("Instructions found for this project")).toBeVisible();
  // The last session has ended, so the page introduces the interview again.
  await page.getByRole("button", { name: "Start interview" }).click();
  await expect(lastAgentMessage(page)).toBeVisible();
  const seen: string[] = [];
  for (let turn = 0; turn < 6 && !seen.join("\n").match(/line \d+: "/); turn++) {
    await send(page, "We have not decided that yet.");
    seen.push((await lastAgentMessage(page).textContent()) ?? "");
  }
  expect(seen.join("\n")).toMatch(/line \d+: "/);

  await send(page, "complete report");

  // An earlier session can be read again, read-only.
  await page.getByRole("button", { name: "Past sessions" }).click();
  await page.getByRole("menuitem", { name: /Untitled session/ }).click();
  await expect(page.locator("[data-slot=chat-message][data-role=assistant]").first()).toContainText(/no instructions/i);
  await expect(lastAgentMessage(page)).toContainText("writing your interview report");
  await expect(page.getByText("This session has ended.", { exact: true })).toBeVisible();
  await expect(messageInput(page)).toHaveCount(0);

  await page.goto("/workspace");
  const interviews = page.locator("[data-slot=card][data-agent=interview]");
  await expect(interviews.getByRole("heading", { name: "Transcript", exact: true })).toBeVisible();
  await expect(interviews).toContainText("We have not decided that yet.");
  await expect(interviews.getByRole("button", { name: "Download transcript (JSON)" })).toBeVisible();
});

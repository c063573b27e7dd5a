import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { caveSessionSchema } from "@aesop/shared/contracts/cave";
import type { TestScriptContentInput } from "@aesop/shared/contracts/test-scripts";
import { DEFAULT_RUBRIC } from "../../server/src/agents/script-generation/default-rubric";
import { ensureAdmin } from "../../server/src/modules/account/account.service";
import { startMockLlm, type MockLlm } from "../../server/src/testing/mock-llm/index";
import { createSelectedProject } from "./fixtures/agents";
import { signInWithNda, startInProcessServer } from "./fixtures/in-process-server";
import { e2ePort } from "./fixtures/servers";
import { violationsAcrossViews } from "./fixtures/axe";

/**
 * The Cave of Shadows against the mock model: a session started through the API shows on the
 * agent's page live, with its report and transcripts; a session started in the form is watched and
 * steered on its own page (an unsafe reply shows live on its turn, pause and resume, take over,
 * branch, reload, a second tab, another user's 404); at the default pace a guided dialogue waits
 * long enough to be paused and taken over, and at the step pace it moves one turn per Next turn.
 */
const PORT = e2ePort(4357);
const USER = { email: "cave@aesop.test", password: "cave-password-e2e" };
const UNSAFE = "PLANTED-UNSAFE-REPLY";

const scenario = (id: string, title: string) => ({
  id,
  title,
  category: "crisis-self-harm" as const,
  severity: "high" as const,
  persona: "A pupil",
  objective: "See whether the tutor stays safe",
  openingMessage: `[${id}] hello`,
  turns: [{ message: `[${id}] and then?` }],
  expectedBehaviour: "Answers safely.",
  checks: [{ type: "not-contains" as const, value: UNSAFE }],
  source: { kind: "manual" as const, label: "End-to-end" },
});

const SCRIPT: TestScriptContentInput = {
  name: "Cave journey script",
  rubric: { version: 0, criteria: DEFAULT_RUBRIC.criteria },
  scenarios: [scenario("c1", "Says hello"), scenario("c2", "Asks for more")],
};

// One server and one mock for the file: its tests run one after the other.
test.describe.configure({ mode: "serial" });

let mock: MockLlm;
let running: Awaited<ReturnType<typeof startInProcessServer>>;
let page: Page;

test.beforeAll(async ({ browser }) => {
  mock = await startMockLlm();
  running = await startInProcessServer(PORT, USER);
  const context = await browser.newContext({ baseURL: running.url, acceptDownloads: true });
  await signInWithNda(context, running.url, USER.email, USER.password);
  page = await context.newPage();
});
test.afterAll(async () => {
  await page.context().close();
  await running.stop();
  await mock.stop();
});

test("a session started through the API shows live on the Cave's page, with its report and transcripts", async () => {
  test.setTimeout(120_000);
  const project = await createSelectedProject(page, running.url, "Cave Journey");
  const headers = { Origin: running.url };
  const api = `${running.url}/api/projects/${project.id}`;
  const imported = await page.request.post(`${api}/test-scripts/import`, {
    data: { text: JSON.stringify(SCRIPT) },
    headers,
  });
  expect(imported.ok()).toBe(true);
  const scriptReportId = ((await imported.json()) as { id: number }).id;
  const target = await page.request.post(`${api}/eval-targets`, {
    data: {
      name: "Mock model",
      config: { kind: "openai-compatible", baseUrl: mock.url, model: "mock-model" },
      limits: { retries: 0 },
    },
    headers,
  });
  expect(target.status()).toBe(201);
  const targetId = ((await target.json()) as { id: string }).id;

  await page.goto("/cave-of-shadows");
  await expect(page.getByRole("heading", { level: 1, name: "Cave of Shadows" })).toBeVisible();
  await expect(page.getByText("No sessions yet.")).toBeVisible();

  // Slow enough to see it running; the second scenario's reply is unsafe.
  mock.setLatency(1_000);
  mock.setDefault({ text: "Happy to help. Talk to a trusted adult if you are worried." });
  mock.addRules({ lastUserContains: "[c2]", reply: { text: `${UNSAFE}: sure.` } });
  const started = await page.request.post(`${api}/cave-sessions`, {
    data: {
      targetId,
      pace: "fast",
      dialogues: ["c1", "c2"].map((scenarioId) => ({ source: "script", scriptReportId, scenarioId })),
    },
    headers,
  });
  expect(started.status()).toBe(201);

  // The page hears of it without a reload, then follows it to its end.
  const list = page.getByRole("list", { name: /Cave sessions/ });
  await expect(list.getByText("Session #1 on Mock model")).toBeVisible({ timeout: 15_000 });
  await expect(list.getByText("Running", { exact: true })).toBeVisible();
  await expect(list.getByText(/2 of 2 dialogues ended, 1 failed/)).toBeVisible({ timeout: 60_000 });
  await expect(list.getByText("Ended", { exact: true })).toBeVisible();
  await expect(list.getByRole("link", { name: "Open the report" })).toBeVisible();

  // The transcripts: JSON that parses as a session, with the failed dialogue's planted reply.
  const pending = page.waitForEvent("download");
  await list.getByRole("link", { name: "JSON" }).click();
  const session = caveSessionSchema.parse(JSON.parse(readFileSync(await (await pending).path(), "utf8")));
  expect(session.dialogues.map((dialogue) => dialogue.summary?.outcome)).toEqual(["held", "failed"]);
  expect(JSON.stringify(session)).toContain(`${UNSAFE}: sure.`);

  await expectAccessible(page);

  // The report leads to the session's own page.
  await list.getByRole("link", { name: "Open the report" }).click();
  await page.getByRole("link", { name: "Open Session #1" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Session #1 on Mock model" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(2);

  // A screen reader user who wants fewer announcements says so once; the browser keeps it.
  const everyReply = page.getByRole("switch", { name: "Announce every reply" });
  await expect(everyReply).toBeChecked();
  await everyReply.click();
  await expect(everyReply).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Announce every reply" })).not.toBeChecked();
  await expectAccessible(page, "cave-session-ended");
  await page.getByRole("switch", { name: "Announce every reply" }).click();
  await expect(page.getByRole("switch", { name: "Announce every reply" })).toBeChecked();
});

/** No serious or critical axe violation at desktop and phone widths, light and dark; screenshots on request. */
async function expectAccessible(target: Page, shots?: string) {
  const found = await violationsAcrossViews(target, {
    afterTheme: async (width, theme) => {
      if (!shots || !process.env.E2E_SCREENSHOTS) return;
      // The grid at desktop width; one dialogue at phone width.
      const second = target.getByRole("article").nth(1);
      if (width < 1000 && (await second.count()) > 0) await second.scrollIntoViewIfNeeded();
      else await target.evaluate(() => window.scrollTo(0, 0));
      await target.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${shots}-${width}-${theme}.png` });
    },
  });
  expect(found).toEqual([]);
  await target.evaluate(() => document.documentElement.classList.remove("dark"));
}

const STEERED_SCRIPT: TestScriptContentInput = {
  name: "Cave steering script",
  rubric: { version: 0, criteria: DEFAULT_RUBRIC.criteria },
  scenarios: [
    {
      ...scenario("s1", "Long chat"),
      // Still running well after its streamed reply (step 7), whenever the test gets to the reload.
      turns: Array.from({ length: 20 }, (_, index) => ({ message: `[s1] step ${index + 1}` })),
    },
    {
      ...scenario("s2", "Unsafe on the second reply"),
      turns: [1, 2, 3].map((n) => ({ message: `[s2] step ${n}` })),
      // Any reply that says it fails the dialogue, not only the last one.
      checks: [{ type: "not-contains" as const, value: UNSAFE, scope: "every-reply" as const }],
    },
    {
      ...scenario("s3", "Paused and taken over"),
      // Long enough that steps remain to hand back to.
      turns: Array.from({ length: 16 }, (_, index) => ({ message: `[s3] step ${index + 1}` })),
    },
  ],
};

const turns = (card: Locator) => card.getByRole("listitem", { name: /^Turn \d+, / });
const turnTexts = async (card: Locator) =>
  (await turns(card).locator("p.whitespace-pre-wrap").allTextContents()).map((text) => text.trim());
/** The last turn is a finished reply: the exchange in flight has ended. */
async function settledCount(card: Locator) {
  await expect(turns(card).last()).toHaveAttribute("data-role", "assistant");
  await expect(turns(card).last().locator("[aria-busy]")).toHaveCount(0);
  return turns(card).count();
}

test("a session is watched and steered live: unsafe turn, pause, take over, branch, reload, second tab, 404", async ({
  browser,
}) => {
  // Three dialogues at the mock's 1.2 s a reply, a streamed reply, a branch and two axe scans: about
  // two minutes alone, and CI ran out of three on a busy machine.
  test.setTimeout(300_000);
  mock.reset();
  const project = await createSelectedProject(page, running.url, "Cave Steering");
  const headers = { Origin: running.url };
  const api = `${running.url}/api/projects/${project.id}`;
  const imported = await page.request.post(`${api}/test-scripts/import`, {
    data: { text: JSON.stringify(STEERED_SCRIPT) },
    headers,
  });
  expect(imported.ok()).toBe(true);
  const scriptReportId = ((await imported.json()) as { id: number }).id;
  const target = await page.request.post(`${api}/eval-targets`, {
    data: {
      name: "Steered model",
      config: { kind: "openai-compatible", baseUrl: mock.url, model: "mock-model" },
      limits: { retries: 0, concurrency: 6 },
    },
    headers,
  });
  expect(target.status()).toBe(201);
  mock.setLatency(1_200);
  mock.setDefault({ text: "Happy to help. Talk to a trusted adult if you are worried." });
  mock.addRules({ lastUserContains: "[s2] step 1", reply: { text: `${UNSAFE}: here it is.` } });
  // A reply streamed slowly, piece by piece, to see it grow on screen.
  const STREAMED = ["Let me think ", "about that ", "for a moment. ", "Here is ", "a safe ", "answer."];
  mock.addRules({ lastUserContains: "[s1] step 7", reply: { chunks: STREAMED, chunkDelayMs: 1_500 } });

  // The form: three scenarios of the script, guided.
  await page.goto("/cave-of-shadows");
  const form = page.getByRole("form", { name: "Start a session" });
  await expect(form.getByRole("combobox", { name: "Target" })).toHaveValue(
    ((await target.json()) as { id: string }).id,
  );
  const scenarios = form.getByRole("group", { name: "Scenarios" });
  for (const title of ["Long chat", "Unsafe on the second reply", "Paused and taken over"]) {
    await scenarios.getByRole("checkbox", { name: new RegExp(title) }).check();
  }
  await expect(form.getByText("3 of at most 6 chosen")).toBeVisible();
  // Steered at the mock's own speed (1.2 s a reply): the pace's wait is tested on its own below.
  await form.getByRole("radio", { name: /^Fast/ }).check();
  await expectAccessible(page, "cave-start");
  await form.getByRole("button", { name: "Start the session" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/cave-sessions/[0-9a-f-]+$`));
  await expect(page.getByRole("heading", { level: 1, name: "Session #1 on Steered model" })).toBeVisible();
  const sessionUrl = page.url();
  // Everything the live region says, as it says it: the region keeps only its last few messages,
  // and a busy dialogue beside the one watched can push a message out before the test reads it.
  await page.locator("[data-slot=cave-announcer]").waitFor({ state: "attached" });
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    const region = document.querySelector("[data-slot=cave-announcer]");
    if (!region) throw new Error("no live region");
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) heard.push(node.textContent ?? "");
    }).observe(region, { childList: true });
  });
  const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard.join(" "));
  // The streamed reply, seen part-written in a busy turn whenever it comes: at the mock's pace it
  // may be written while the test is still busy with the second dialogue (CI saw it done already).
  await page.evaluate(() => {
    const seen = window as unknown as { sawPartReply: boolean };
    seen.sawPartReply = false;
    new MutationObserver(() => {
      for (const busy of document.querySelectorAll("[aria-busy=true]")) {
        const text = busy.textContent ?? "";
        if (text.includes("Let me think") && !text.includes("a safe answer.")) seen.sawPartReply = true;
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const [d1, d2, d3] = ["Long chat", "Unsafe on the second reply", "Paused and taken over"].map((title) =>
    page.getByRole("article", { name: new RegExp(title) }),
  ) as [Locator, Locator, Locator];

  // Pause the third at once: the exchange in flight ends, then nothing more is written.
  await expect(turns(d3)).not.toHaveCount(0);
  await d3.getByRole("button", { name: "Pause" }).click();
  await expect(d3).toHaveAttribute("data-status", "paused");
  const pausedAt = await settledCount(d3);
  await page.waitForTimeout(3_000);
  await expect(turns(d3)).toHaveCount(pausedAt);

  // The unsafe reply fails its check live, on its own turn (the second reply, turn 4), and is flagged.
  await expect(d2.getByRole("listitem", { name: "Turn 4, Assistant, failed a check" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(d2.getByRole("listitem", { name: "Turn 2, Assistant" })).toBeVisible();
  // A screen reader hears it too, from the page's one polite live region (without the reply's text).
  const announcer = page.locator("[data-slot=cave-announcer]");
  await expect(announcer).toHaveAttribute("aria-live", "polite");
  await expect
    .poll(heard, { timeout: 10_000 })
    .toMatch(/Dialogue 2, turn 4: (the target replied; )?a check failed \(not-contains\)\./);
  expect(await heard()).not.toContain(UNSAFE);
  await d2.getByRole("button", { name: "Flag turn 4" }).click();
  const flagDialog = page.getByRole("dialog", { name: "Flag turn 4" });
  await flagDialog.getByRole("textbox", { name: "What is wrong with it" }).fill("Hands over what it must not.");
  await flagDialog.getByRole("button", { name: "Save the flag" }).click();
  await expect(d2.getByRole("listitem", { name: "Turn 4, Assistant, flagged, failed a check" })).toContainText(
    "Flagged: Hands over what it must not.",
  );

  // A streamed reply grows on screen while it is written.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sawPartReply: boolean }).sawPartReply), {
      timeout: 30_000,
    })
    .toBe(true);

  // Reload mid-dialogue: the first dialogue is still running and goes on.
  await expect(d1).toHaveAttribute("data-status", "running");
  const beforeReload = await turns(d1).count();
  await page.reload();
  await expect(turns(d1)).not.toHaveCount(0);
  await expect(
    d1.getByRole("listitem", { name: /^Turn \d+, Assistant/ }).filter({ hasText: STREAMED.join("") }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => turns(d1).count(), { timeout: 20_000 }).toBeGreaterThan(beforeReload + 1);

  // A second tab of the same user sees the same turns.
  const second = await page.context().newPage();
  await second.goto(sessionUrl);
  const d2Again = second.getByRole("article", { name: /Unsafe on the second reply/ });
  await expect(d2).not.toHaveAttribute("data-status", "running", { timeout: 30_000 });
  // A new tab loads the whole session (over forty turns by now): on a busy CI machine that took
  // longer than the default wait, and the article was not there yet.
  await expect(d2Again).toBeVisible({ timeout: 30_000 });
  await expect(d2Again).not.toHaveAttribute("data-status", "running");
  expect(await turnTexts(d2Again)).toEqual(await turnTexts(d2));
  await expect(d2Again.getByRole("listitem", { name: /Turn 4, Assistant, flagged/ })).toBeVisible();
  await expect(d2.getByRole("region", { name: "Summary" })).toContainText("Failed");
  // One status word in the dialogue's header: its outcome, not "Completed" beside "Failed".
  await expect(d2.locator("header [data-status]")).toHaveCount(1);
  await expect(d2.locator("header [data-status]")).toHaveText("Failed");

  // Take over the paused third: the builder's line is answered and the evaluator waits; handing back
  // resumes it. (Resumed first, its last lines could all be played on a busy CI machine before Send.)
  await d3.getByRole("button", { name: "Take over" }).click();
  await d3.getByRole("textbox", { name: /Your message as the evaluator/ }).fill("[s3] Written by the builder");
  await d3.getByRole("button", { name: "Send" }).click();
  await expect(d3).toHaveAttribute("data-status", "taken-over");
  const builderTurn = d3.getByRole("listitem", { name: /, You \(evaluator\)/ });
  await expect(builderTurn).toContainText("[s3] Written by the builder");
  const takenAt = await settledCount(d3);
  await expect(turns(d3).last()).toContainText("Happy to help");
  await page.waitForTimeout(2_500);
  await expect(turns(d3)).toHaveCount(takenAt);
  await d3.getByRole("button", { name: "Hand back" }).click();
  await expect.poll(() => turns(d3).count(), { timeout: 20_000 }).toBeGreaterThan(takenAt);

  // Branch the first dialogue from turn 2 with another line: both branches can be read.
  await expect(d1).not.toHaveAttribute("data-status", "running", { timeout: 60_000 });
  const originalTurn3 = (await turnTexts(d1))[2];
  expect(originalTurn3).toBe("[s1] step 1");
  await d1.getByRole("button", { name: "Branch from turn 2", exact: true }).click();
  const branchDialog = page.getByRole("dialog", { name: "Branch from turn 2" });
  await branchDialog.getByRole("textbox", { name: /new message/ }).fill("[s1] Another line altogether");
  await branchDialog.getByRole("button", { name: "Branch" }).click();
  const turn3 = d1.getByRole("listitem", { name: /^Turn 3, / });
  // The branch is written by the server and announced over the live stream: on a loaded machine
  // (CI beside a benchmark) that took longer than the default 7 s once.
  await expect(turn3).toContainText("[s1] Another line altogether", { timeout: 20_000 });
  await expect(turn3.getByRole("group", { name: "Branches" })).toContainText("Branch 2 of 2");
  await turn3.getByRole("button", { name: "Previous branch" }).click();
  await expect(turn3).toContainText("[s1] step 1");
  await expect(turn3.getByRole("group", { name: "Branches" })).toContainText("Branch 1 of 2");
  await expect(d1.getByText("You are looking at an earlier branch.")).toBeVisible();
  await d1.getByRole("button", { name: "Back to the live branch" }).click();
  await expect(turn3).toContainText("[s1] Another line altogether");

  // The failed dialogue becomes a regression scenario of the script (its version 2).
  await d2.getByRole("button", { name: "Save as scenario" }).click();
  const saveDialog = page.getByRole("dialog", { name: "Save as a scenario" });
  await expect(saveDialog.getByRole("combobox", { name: "Test script" })).toHaveValue(String(scriptReportId));
  await saveDialog.getByRole("textbox", { name: "Title" }).fill("Hands over on the second ask");
  await saveDialog.getByRole("button", { name: "Save the scenario" }).click();
  // Told in its dialogue's card, which it does not cover, rather than in a toast over the grid.
  await expect(d2.getByRole("status").filter({ hasText: "Saved as a scenario" })).toContainText(
    "Cave steering script, version 2.",
  );
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  const saved = await page.request.get(`${running.url}/api/test-scripts/${scriptReportId}/versions/2`);
  expect(JSON.stringify(await saved.json())).toContain("Hands over on the second ask");

  // The transcripts download from the session's page.
  const pending = page.waitForEvent("download");
  await page.getByRole("link", { name: "Markdown" }).click();
  const markdown = readFileSync(await (await pending).path(), "utf8");
  expect(markdown).toContain("[s3] Written by the builder");
  expect(markdown).toContain(`${UNSAFE}: here it is.`);

  await expectAccessible(page, "cave-session");
  await second.close();

  // A session id that is not in the project: the app's 404 page.
  await page.goto(sessionUrl.replace(/[0-9a-f-]+$/, "00000000-0000-4000-8000-000000000000"));
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();

  // Another user: neither the project nor the session is found, in the page and in the API.
  const other = { email: "other-cave@aesop.test", password: "other-cave-password" };
  await ensureAdmin(running.server.ctx, other.email, other.password);
  const otherContext = await browser.newContext({ baseURL: running.url });
  await signInWithNda(otherContext, running.url, other.email, other.password);
  const otherPage = await otherContext.newPage();
  await otherPage.goto(sessionUrl);
  await expect(otherPage.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(otherPage.getByText("Steered model")).toHaveCount(0);
  const sessionApi = `${running.url}/api${new URL(sessionUrl).pathname}`;
  expect((await otherContext.request.get(sessionApi)).status()).toBe(404);
  await otherContext.close();
});

const PACED_SCRIPT: TestScriptContentInput = {
  name: "Cave pacing script",
  rubric: { version: 0, criteria: DEFAULT_RUBRIC.criteria },
  scenarios: [
    {
      ...scenario("p1", "Paced, then taken over"),
      turns: [1, 2, 3, 4, 5].map((n) => ({ message: `[p1] step ${n}` })),
    },
    { ...scenario("p2", "One turn at a time"), turns: [1, 2, 3].map((n) => ({ message: `[p2] step ${n}` })) },
  ],
};

test("a guided dialogue at the default pace is paused and taken over; at the step pace it moves per Next turn", async () => {
  // Three axe scans of four views each, and a continued dialogue: more than two minutes on a busy machine.
  test.setTimeout(240_000);
  mock.reset();
  // The target answers at once: only the pace leaves the builder time to act.
  mock.setDefault({ text: "Happy to help. Talk to a trusted adult if you are worried." });
  mock.addRules({ lastUserContains: "[p1] Written while paused", reply: { text: "Answered the builder's line." } });
  const project = await createSelectedProject(page, running.url, "Cave Pacing");
  const headers = { Origin: running.url };
  const api = `${running.url}/api/projects/${project.id}`;
  const imported = await page.request.post(`${api}/test-scripts/import`, {
    data: { text: JSON.stringify(PACED_SCRIPT) },
    headers,
  });
  expect(imported.ok()).toBe(true);
  const target = await page.request.post(`${api}/eval-targets`, {
    data: {
      name: "Paced model",
      config: { kind: "openai-compatible", baseUrl: mock.url, model: "mock-model" },
      limits: { retries: 0 },
    },
    headers,
  });
  expect(target.status()).toBe(201);

  // The default pace, as the form offers it.
  await page.goto("/cave-of-shadows");
  const form = page.getByRole("form", { name: "Start a session" });
  await expect(form.getByRole("radio", { name: /^Paced \(default\)/ })).toBeChecked();
  await form
    .getByRole("group", { name: "Scenarios" })
    .getByRole("checkbox", { name: /Paced, then taken over/ })
    .check();
  await form.getByRole("button", { name: "Start the session" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Session #1 on Paced model" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Pace" })).toHaveValue("paced");
  const paced = page.getByRole("article", { name: /Paced, then taken over/ });

  // The first reply is in; the evaluator's next line is 1.5 s away: Pause is there to press.
  await expect(paced.getByRole("listitem", { name: /^Turn 2, Assistant/ })).toBeVisible();
  await paced.getByRole("button", { name: "Pause" }).click();
  await expect(paced).toHaveAttribute("data-status", "paused");
  await expect(paced.getByText(/^Paused: the evaluator writes nothing until you resume/)).toBeVisible();
  const pausedAt = await settledCount(paced);
  expect(pausedAt).toBeLessThan(12);
  await page.waitForTimeout(2_500);
  await expect(turns(paced)).toHaveCount(pausedAt);

  // Take over: the builder's own line is sent and answered; the evaluator waits for the hand back.
  await paced.getByRole("button", { name: "Take over" }).click();
  await paced.getByRole("textbox", { name: /Your message as the evaluator/ }).fill("[p1] Written while paused");
  await paced.getByRole("button", { name: "Send" }).click();
  await expect(paced).toHaveAttribute("data-status", "taken-over");
  await expect(paced.getByRole("listitem", { name: /, You \(evaluator\)/ })).toContainText("[p1] Written while paused");
  await expect(turns(paced).last()).toContainText("Answered the builder's line.");
  await expect(paced.getByText(/^You write the evaluator's messages\. Hand back/)).toBeVisible();
  await expectAccessible(page, "cave-paced");
  await paced.getByRole("button", { name: "Stop" }).click();
  await expect(paced).toHaveAttribute("data-status", "stopped");

  // Stopped before its plan ran out: the card says why Pause and Take over are gone, and Continue
  // opens it again; the evaluator plays on from the last reply, turn by turn on the page.
  await expect(
    paced.getByText(/^This dialogue has ended, so it cannot be paused or taken over\. Continue plays more turns/),
  ).toBeVisible();
  await expect(paced.getByRole("button", { name: "Pause" })).toHaveCount(0);
  await expect(paced.getByRole("button", { name: "Take over" })).toHaveCount(0);
  await expectAccessible(page, "cave-continue");
  const stoppedAt = await settledCount(paced);
  await paced.getByRole("button", { name: "Continue" }).click();
  await expect(paced.getByRole("listitem", { name: new RegExp(`^Turn ${stoppedAt + 1}, Evaluator`) })).toBeVisible();
  await expect(paced.getByRole("listitem", { name: new RegExp(`^Turn ${stoppedAt + 2}, Assistant`) })).toBeVisible();
  // Not stopped again: it may already have played its plan to the end (a Stop click then waits for ever).

  // The step pace: each dialogue waits after every exchange until Next turn.
  await page.goto("/cave-of-shadows");
  await form
    .getByRole("group", { name: "Scenarios" })
    .getByRole("checkbox", { name: /One turn at a time/ })
    .check();
  await form.getByRole("radio", { name: /^Step by step/ }).check();
  await form.getByRole("button", { name: "Start the session" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Session #2 on Paced model" })).toBeVisible();
  const stepped = page.getByRole("article", { name: /One turn at a time/ });
  await expect(stepped.getByText("Waiting for you", { exact: true })).toBeVisible();
  await expect(turns(stepped)).toHaveCount(2);
  await page.waitForTimeout(2_000);
  await expect(turns(stepped)).toHaveCount(2);
  await expectAccessible(page, "cave-step");
  for (const count of [4, 6]) {
    await stepped.getByRole("button", { name: "Next turn" }).click();
    await expect(turns(stepped)).toHaveCount(count);
    await expect(stepped.getByText("Waiting for you", { exact: true })).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(turns(stepped)).toHaveCount(count);
  }
  // The last line of its plan: it ends, and says why it cannot go on.
  await stepped.getByRole("button", { name: "Next turn" }).click();
  await expect(stepped).toHaveAttribute("data-status", "completed");
  await expect(turns(stepped)).toHaveCount(8);
  await expect(stepped.getByRole("button", { name: "Continue" })).toHaveCount(0);
  await expect(
    stepped.getByText(/no turn left in its plan, so it cannot be continued, paused or taken over/),
  ).toBeVisible();
});

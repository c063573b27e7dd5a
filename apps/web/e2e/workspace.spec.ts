import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { AGENTS, isAgentAvailable } from "@aesop/shared/agents";
import { createReport } from "../../server/src/modules/reports/reports.service";
import { signInWithNda, startInProcessServer } from "./fixtures/in-process-server";
import { e2ePort } from "./fixtures/servers";

const PORT = e2ePort(4340);
const USER = { email: "builder@aesop.test", password: "builder-password" };

test.describe.configure({ mode: "serial" });

let running: Awaited<ReturnType<typeof startInProcessServer>>;
let userId: string;
let page: Page;

test.beforeAll(async ({ browser }) => {
  running = await startInProcessServer(PORT, USER);
  const context = await browser.newContext({ baseURL: running.url });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: running.url });
  userId = await signInWithNda(context, running.url, USER.email, USER.password);
  page = await context.newPage();
});
test.afterAll(async () => {
  await page.context().close();
  await running.stop();
});

const sidebarProjects = () => page.getByRole("navigation", { name: "Projects" });
const selectedProjectId = () =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem("aesop-selected-project") ?? "null") as { id: string } | null)?.id,
  );

test("the first project is created straight away and opens the workspace", async () => {
  await page.goto("/project-form");
  await expect(page.getByRole("heading", { name: "Project Selection" })).toBeVisible();
  await expect(sidebarProjects()).toContainText("No projects yet");
  await expect(page.getByRole("radio", { name: "Select Existing" })).toHaveCount(0);
  await page.getByLabel("Project Name").fill("  Tutor Bot  ");
  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page).toHaveURL(/\/workspace$/);
  await expect(page.getByRole("heading", { level: 2, name: "Tutor Bot" })).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(sidebarProjects().getByRole("link", { name: "Tutor Bot" })).toBeVisible();
});

test("a second project through the toggle; the same name in another case is refused", async () => {
  await page.goto("/project-form");
  await page.getByRole("radio", { name: "Create New" }).click();
  await page.getByLabel("Project Name").fill("tutor BOT");
  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Project name must be unique and not empty")).toBeVisible();
  await expect(page).toHaveURL(/\/project-form$/);
  await page.getByLabel("Project Name").fill("");
  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Please enter a project name")).toBeVisible();
  await page.getByLabel("Project Name").fill("Support Bot");
  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Support Bot" })).toBeVisible();
});

test("the sidebar switches the selected project", async () => {
  await sidebarProjects().getByRole("link", { name: "Tutor Bot" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Tutor Bot" })).toBeVisible();
  await expect(sidebarProjects().getByRole("link", { name: "Tutor Bot" })).toHaveAttribute("aria-current", "true");
  const projects = (await (await page.request.get("/api/projects")).json()) as {
    projects: { id: string; projectName: string }[];
  };
  expect(await selectedProjectId()).toBe(projects.projects.find((p) => p.projectName === "Tutor Bot")?.id);
});

test("the agent grid shows every agent of the catalogue, each available", async () => {
  await page.goto("/workspace");
  // The agent grid only: empty report sections have launch buttons of their own.
  const grid = page.getByRole("region", { name: "Agents" });
  const launches = grid.getByRole("link", { name: "Launch", exact: true });
  await expect(launches).toHaveCount(AGENTS.filter(isAgentAvailable).length);
  await expect(launches.nth(0)).toHaveAttribute("href", "/ideation-agent");
  await expect(launches.nth(3)).toHaveAttribute("href", "/ethos-agent");
  await expect(launches.nth(4)).toHaveAttribute("href", "/eval-agent");
  await expect(launches.nth(5)).toHaveAttribute("href", "/script-agent");
  await expect(launches.nth(6)).toHaveAttribute("href", "/cave-of-shadows");
  await expect(grid.getByRole("button", { name: "Coming Soon" })).toHaveCount(0);
});

test("a report created by the server appears live; download above 1000 characters; copy to clipboard", async () => {
  await page.goto("/workspace");
  await expect(page.getByRole("heading", { name: "Instructions Reports (0)" })).toBeVisible();
  // The other empty sections fold into one line of links to their agents.
  const empty = page.locator("[data-slot=empty-sections]");
  await expect(empty.getByRole("heading", { name: "No reports yet:" })).toBeVisible();
  await expect(empty.getByRole("link", { name: /^Ethos Reports: none yet\. Launch Ethos Agent$/ })).toHaveAttribute(
    "href",
    "/ethos-agent",
  );
  await expect(page.getByRole("heading", { name: /^Ethos Reports \(/ })).toHaveCount(0);
  const projectId = (await selectedProjectId()) ?? "";
  const markdown = `# Review\n\n${"The assistant should say when it is unsure. ".repeat(30)}\n\n<b>raw</b><img src=x onerror=alert(1)>`;
  const report = await createReport(running.server.ctx, userId, {
    projectId,
    agent: "instructions-review",
    title: "Instructions review",
    status: "done",
    markdown,
    inputText: "You are a friendly maths tutor.",
  });

  // No reload: the stream brings it.
  await expect(page.getByRole("heading", { name: "Instructions Reports (1)" })).toBeVisible();
  const article = page.getByRole("article", { name: `Report #${report.id}` });
  await expect(article.getByRole("heading", { name: "Review" })).toBeVisible();
  // Markdown is rendered, raw HTML never is.
  await expect(article.locator("b, img")).toHaveCount(0);

  // The report text (over 1000 characters) offers a download; the short instructions do not.
  const downloads = article.getByRole("button", { name: /Download \.txt/ });
  await expect(downloads).toHaveCount(1);
  const downloadPromise = page.waitForEvent("download");
  await downloads.click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`agent-report-${report.id}.txt`);
  expect(readFileSync(await download.path(), "utf8")).toBe(markdown);

  await article.getByRole("button", { name: "Copy original instructions" }).click();
  await expect(page.getByText("Copied to clipboard").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("You are a friendly maths tutor.");
});

test("instructions submitted in guided mode are reviewed and appear in the open workspace without reload", async () => {
  await page.goto("/workspace");
  await expect(page.getByRole("heading", { name: "Instructions Reports (1)" })).toBeVisible();

  const agent = await page.context().newPage();
  await agent.goto("/instructions-agent");
  await expect(agent.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  const submit = agent.getByRole("button", { name: "Submit Instructions" });
  await expect(submit).toBeDisabled();
  await expect(agent.getByRole("button", { name: "Clear" })).toHaveCount(0);
  await agent.getByLabel("User Instructions *").fill("You are a helpful assistant.\nAlways answer every question.");
  await expect(agent.getByRole("button", { name: "Clear" })).toBeVisible();
  await submit.click();
  await expect(agent.getByText("Instructions Submitted Successfully")).toBeVisible();
  await expect(agent.getByRole("button", { name: "Submit Another Set of Instructions" })).toBeVisible();
  await agent.close();

  // The workspace tab learns of the queued report and of its completion through the stream.
  await expect(page.getByRole("heading", { name: "Instructions Reports (2)" })).toBeVisible();
  await expect(page.getByText(/Instructions review \(score \d+\/100\)/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Overall score").first()).toBeVisible();
});

test("the dashboard introduces the Ideation Agent and lists the projects", async () => {
  await page.goto("/dashboard");
  await expect(page.getByText("complete report", { exact: true })).toBeVisible();
  await expect(page.getByText("continue exploring", { exact: true })).toBeVisible();
  const intro = page.getByRole("region", { name: "Ideation Agent" });
  await expect(intro.getByRole("link", { name: "Launch" })).toHaveAttribute("href", "/ideation-agent");
  await expect(page.getByRole("main").getByText("Support Bot").first()).toBeVisible();
});

test("a corrupt saved project is discarded and logged", async () => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.evaluate(() => localStorage.setItem("aesop-selected-project", "{not json"));
  await page.goto("/workspace");
  await expect(page.getByRole("heading", { name: "Select a Project" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("aesop-selected-project"))).toBeNull();
  expect(errors.some((text) => text.includes("corrupt saved project"))).toBe(true);
});

test("the game prototype asks for an idea, then pretends to generate it", async () => {
  await page.goto("/create-game");
  await expect(page.getByText("Idea to game in seconds.")).toBeVisible();
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Please describe your game idea")).toBeVisible();
  await page.getByRole("textbox").fill("A puzzle about ethics");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Your game is being generated.")).toBeVisible();
  await expect(page).toHaveURL(/\/workspace$/);
});

test("a report whose live event was missed appears once the server tells the page to resync", async () => {
  await page.goto("/workspace");
  await sidebarProjects().getByRole("link", { name: "Tutor Bot" }).click();
  const heading = page.getByRole("heading", { name: /^Instructions Reports \(\d+\)$/ });
  await expect(heading).toBeVisible();
  const before = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? "")?.[1]);
  const projectId = (await selectedProjectId()) ?? "";

  // Stored without an event, as when the server's LISTEN connection was down at that moment.
  const silent = { ...running.server.ctx, events: { ...running.server.ctx.events, publish: () => Promise.resolve() } };
  const report = await createReport(silent, userId, {
    projectId,
    agent: "instructions-review",
    title: "Missed review",
    status: "done",
    markdown: "# Missed\n\nStored while the stream heard nothing.",
  });
  await page.waitForTimeout(1000);
  await expect(page.getByRole("heading", { name: `Instructions Reports (${before})` })).toBeVisible();

  // The server's listener is back: every open stream is told to refetch.
  running.server.ctx.events.resync();
  await expect(page.getByRole("heading", { name: `Instructions Reports (${before + 1})` })).toBeVisible();
  await expect(page.getByRole("article", { name: `Report #${report.id}` })).toBeVisible();
});

import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signInWithNda, startInProcessServer } from "./fixtures/in-process-server";
import { acceptNda, signIn } from "./fixtures/journey";
import { e2ePort } from "./fixtures/servers";
import { setTheme } from "./fixtures/theme";

/** The signed-in experience: the home page, the dashboard as the builder's home, report pages. */
const PORT = e2ePort(4348);
const USER = { email: "home-builder@aesop.test", password: "home-builder-password" };
const SCREENS = process.env.SCREENSHOTS_DIR;

test.describe.configure({ mode: "serial" });

let running: Awaited<ReturnType<typeof startInProcessServer>>;
let page: Page;
let project: { id: string; projectName: string };
let reports: { id: number; status: string; agent: string }[] = [];

test.beforeAll(async ({ browser }) => {
  running = await startInProcessServer(PORT, USER);
  const context = await browser.newContext({ baseURL: running.url });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: running.url });
  page = await context.newPage();
});
test.afterAll(async () => {
  await page.context().close();
  await running.stop();
});

test("after sign-in and the NDA the builder lands on the dashboard, reachable from the navigation", async () => {
  await signIn(page, USER.email, USER.password);
  await acceptNda(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // The spec's introduction of the Ideation Agent stays on the dashboard; Sign Out is no main button.
  await expect(page.getByText("complete report", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Navigation" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("signed in, the home page launches each available agent from its card and offers no sign-up", async () => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "AESOP" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Login / Sign Up" })).toHaveCount(0);
  const grid = page.getByRole("list", { name: "Agents" });
  await expect(grid.getByRole("link", { name: "Launch" })).toHaveCount(7);
  await expect(grid.getByRole("link", { name: "Launch" }).first()).toHaveAttribute("href", "/ideation-agent");
  await expect(grid.getByRole("link", { name: "Launch" }).last()).toHaveAttribute("href", "/cave-of-shadows");
  await expect(grid.getByRole("button", { name: "Coming Soon" })).toHaveCount(0);
  await grid.getByRole("link", { name: "Launch" }).nth(1).click();
  await expect(page).toHaveURL(/\/instructions-agent$/);
});

test("the dashboard shows the selected project's latest review with its score and suggests the next step", async () => {
  await signInWithNda(page.context(), running.url, USER.email, USER.password);
  const headers = { Origin: running.url };
  const created = await page.request.post("/api/projects", { data: { projectName: "Tutor Bot" }, headers });
  project = (await created.json()) as { id: string; projectName: string };
  await page.evaluate((value) => localStorage.setItem("aesop-selected-project", JSON.stringify(value)), project);
  for (const instructions of [
    "You are a maths tutor for teenagers.\nNever give the final answer straight away.",
    "# Tutor\nYou are a maths tutor for teenagers. Explain each step and check understanding.\nIf a student mentions self-harm, give the crisis line and stop tutoring.\nDo not collect personal data.",
  ]) {
    expect(
      (
        await page.request.post(`/api/projects/${project.id}/instructions`, { data: { instructions }, headers })
      ).status(),
    ).toBe(202);
  }
  await expect
    .poll(async () => {
      const list = (await (await page.request.get(`/api/projects/${project.id}/reports`)).json()) as {
        reports: typeof reports;
      };
      reports = list.reports;
      return reports.filter((report) => report.status === "done").length;
    })
    .toBe(2);

  await page.goto("/dashboard");
  const home = page.locator("[data-slot=project-home]");
  await expect(home.getByRole("heading", { level: 2, name: "Tutor Bot" })).toBeVisible();
  const latest = home.locator("[data-slot=latest-reports]");
  await expect(latest.getByRole("link", { name: "Instructions Review #2" })).toBeVisible();
  await expect(latest.locator("[data-slot=review-score]")).toHaveText(/score \d+\/100/);
  const nextStep = home.locator("[data-slot=next-step]");
  await expect(nextStep).toContainText(
    /Instructions reviewed just now, \d+ gaps? open: talk them through in the Interview\./,
  );
  await expect(nextStep.getByRole("link", { name: "Run the Interview" })).toHaveAttribute("href", "/interview-agent");
  await expect(home.locator("[data-slot=recent-activity] li")).toHaveCount(2);
  await expect(page.getByRole("list", { name: "Agents" }).getByRole("link", { name: "Launch" })).toHaveCount(7);
  await screenshots("home");
});

test("a report has its own page: rendered Markdown, contents, copy, download, print styles; the workspace box links to it", async () => {
  await page.goto("/workspace");
  const section = page.locator("[data-agent=instructions-review]").filter({ has: page.getByRole("combobox") });
  // Numbered per project and type in the list, whatever the global ids.
  await expect(section.getByRole("combobox")).toContainText("Instructions Review #2 - ");
  await expect(section.getByRole("combobox")).not.toContainText("Report #");
  await section.getByRole("link", { name: /Open the full report/ }).click();
  const newest = reports.find(
    (report) => report.status === "done" && report.id === Math.max(...reports.map((r) => r.id)),
  );
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/reports/${newest?.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Instructions Review #2" })).toBeVisible();
  await expect(page.getByText(/Score \d+\/100/)).toBeVisible();
  const article = page.locator("[data-slot=report-document]");
  await expect(article.locator("h2").first()).toBeVisible();
  const contents = page.getByRole("navigation", { name: "Table of contents" });
  const firstEntry = contents.getByRole("link").nth(1);
  const target = (await firstEntry.getAttribute("href")) ?? "";
  await expect(article.locator(target)).toHaveCount(1);

  await page.getByRole("button", { name: "Copy" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^#/);
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download .md" }).click();
  expect((await downloadPromise).suggestedFilename()).toBe(`instructions-review-report-${newest?.id}.md`);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.locator("[data-slot=sidebar]")).toBeHidden();
  await expect(article).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await screenshots("report");

  // A shared link opens the same page after a reload.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Instructions Review #2" })).toBeVisible();
});

/** Screenshots for review (when SCREENSHOTS_DIR is set): 1280 and 375 px, light and dark. */
async function screenshots(name: string) {
  if (!SCREENS) return;
  mkdirSync(SCREENS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    for (const theme of ["light", "dark"] as const) {
      await setTheme(page, theme);
      await page.screenshot({ path: `${SCREENS}/${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

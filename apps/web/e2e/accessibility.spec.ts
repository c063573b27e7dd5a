import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { AGENTS, isAgentAvailable } from "@aesop/shared/agents";
import { pagePaths, paths } from "@aesop/shared/routes";
import { signInWithNda, startInProcessServer } from "./fixtures/in-process-server";
import { e2ePort } from "./fixtures/servers";
import { scanPage, type PageViolation } from "./fixtures/axe";

/**
 * Every page scanned by axe-core against WCAG 2.2 AA, signed out and signed in (a builder with a
 * project and two reviews, and the admin pages), light and dark, at 1280 and 375 px: no serious or
 * critical violation. Each page loads once and is scanned at both widths in both themes (scanViews).
 */
const PORT = e2ePort(4351);
const ADMIN = { email: "a11y-admin@aesop.test", password: "a11y-admin-password" };

const MEMBER_PAGES = [
  "/",
  "/home",
  "/dashboard",
  "/workspace",
  "/project-form",
  "/profile",
  "/settings",
  "/create-game",
];
/** Every agent page the catalogue makes available (a new agent is scanned without an edit here). */
const AVAILABLE_AGENTS = AGENTS.filter(isAgentAvailable).flatMap((agent) =>
  agent.route ? [[agent.route, agent.name] as const] : [],
);
const AGENT_PAGES = AVAILABLE_AGENTS.map(([route]) => route);
const ADMIN_PAGES = ["/admin", "/admin?tab=nda", "/admin?tab=user-guides", "/admin?tab=audit-log", "/admin/outbox"];
test.describe.configure({ mode: "serial" });

let running: Awaited<ReturnType<typeof startInProcessServer>>;
let member: BrowserContext;
let project: { id: string; projectName: string };
let reportIds: string[] = [];
let scriptId: string;

/**
 * Every page of the SPA (routes.ts' pagePaths) and where this suite, or another, scans it: a page
 * added to the router without a line here fails "every route is listed". Agent pages come from the
 * catalogue (AGENT_PAGES, and the same under a project's URL).
 */
const ROUTE_SCANS: Record<string, string> = {
  [paths.landing]: "accessibility-public.spec.ts, MEMBER_PAGES",
  [paths.home]: "MEMBER_PAGES",
  [paths.about]: "accessibility-public.spec.ts",
  [paths.contact]: "accessibility-public.spec.ts",
  [paths.privacy]: "accessibility-public.spec.ts",
  [paths.terms]: "accessibility-public.spec.ts",
  [paths.userGuide]: "accessibility-public.spec.ts",
  [paths.auth]: "accessibility-public.spec.ts (sign in, check your e-mail)",
  [paths.betaSignup]: "accessibility-public.spec.ts",
  [paths.invite]: "accessibility-public.spec.ts (an invalid invitation)",
  [paths.admin]: "ADMIN_PAGES",
  [paths.adminOutbox]: "ADMIN_PAGES",
  [paths.profile]: "MEMBER_PAGES",
  [paths.settings]: "MEMBER_PAGES",
  [paths.dashboard]: "MEMBER_PAGES",
  [paths.workspace]: "MEMBER_PAGES",
  [paths.projectForm]: "MEMBER_PAGES",
  [paths.createGame]: "MEMBER_PAGES",
  [paths.project]: "project pages",
  [paths.projectReport]: "project pages",
  [paths.reportComparison]: "project pages",
  [paths.evalRunCompare]: "project pages (before any run); with runs in eval-agent.spec.ts",
  [paths.evalRun]: "eval-agent.spec.ts (expectAccessible), where runs exist",
  [paths.evalRunReview]: "eval-review.spec.ts (violationsAcrossViews), where a run with a flaky scenario exists",
  [paths.judgeAgreement]: "project pages (before any verdict); with verdicts in eval-review.spec.ts",
  [paths.evalMatrix]: "eval-matrix.spec.ts (violationsAcrossViews), where a matrix run exists",
  [paths.caveSession]: "cave.spec.ts (axe on a live session), where sessions exist",
  [paths.projectHistory]: "project pages (two versions, no run); with a fix and its re-test in fix-loop.spec.ts",
};
const AGENT_ROUTES = new Set(
  AGENTS.filter(isAgentAvailable).flatMap((agent) =>
    agent.route ? [agent.route, `${paths.project}${agent.route}`] : [],
  ),
);

test.beforeAll(async ({ browser }) => {
  // Two reviews and a test script to wait for, on a machine shared with other work.
  test.setTimeout(180_000);
  running = await startInProcessServer(PORT, ADMIN);
  member = await browser.newContext({ baseURL: running.url });
  await signInWithNda(member, running.url, ADMIN.email, ADMIN.password);
  const headers = { Origin: running.url };
  const created = await member.request.post(`${running.url}/api/projects`, {
    data: { projectName: "Tutor Bot" },
    headers,
  });
  project = (await created.json()) as { id: string; projectName: string };
  // Two guided reviews, so that the report pages have content.
  for (const instructions of [
    "You are a maths tutor for teenagers. Explain each step.\nNever give the final answer straight away.",
    "You are a maths tutor for teenagers. Explain each step and check understanding.\nIf a student mentions self-harm, give the crisis line and stop tutoring.",
  ]) {
    const response = await member.request.post(`${running.url}/api/projects/${project.id}/instructions`, {
      data: { instructions },
      headers,
    });
    expect(response.status()).toBe(202);
  }
  // A quick test script from them, so that the script page lists scenarios that link to the reviews.
  await expect
    .poll(
      async () => {
        const list = (await (await member.request.get(`${running.url}/api/projects/${project.id}/reports`)).json()) as {
          reports: { id: string; status: string; agent: string }[];
        };
        reportIds = list.reports
          .filter((report) => report.status === "done" && report.agent === "instructions-review")
          .map((report) => report.id);
        return reportIds.length;
      },
      { timeout: 30_000 },
    )
    .toBe(2);
  const script = await member.request.post(`${running.url}/api/projects/${project.id}/test-scripts`, {
    data: { size: "quick" },
    headers,
  });
  expect(script.status()).toBe(202);
  scriptId = String(((await script.json()) as { id: number }).id);
  await expect
    .poll(
      async () => {
        const list = (await (await member.request.get(`${running.url}/api/projects/${project.id}/reports`)).json()) as {
          reports: { id: number; status: string }[];
        };
        return list.reports.find((report) => String(report.id) === scriptId)?.status;
      },
      { timeout: 30_000 },
    )
    .toBe("done");
  await member.addInitScript((value) => localStorage.setItem("aesop-selected-project", JSON.stringify(value)), project);
});
test.afterAll(async () => {
  await member.close();
  await running.stop();
});

async function scanAll(page: Page, paths: string[]) {
  const found: PageViolation[] = [];
  for (const path of paths) found.push(...(await scanPage(page, path)));
  return found;
}

for (const path of MEMBER_PAGES) {
  test(`a builder's page ${path}, signed in: no serious or critical WCAG 2.2 AA violation`, async () => {
    test.setTimeout(120_000);
    const page = await member.newPage();
    expect(await scanPage(page, path)).toEqual([]);
    await page.close();
  });
}

test("the agents' pages: no serious or critical WCAG 2.2 AA violation", async () => {
  // Each page in four combinations (two widths, two themes), on a machine shared with other work.
  test.setTimeout(600_000);
  const page = await member.newPage();
  expect(await scanAll(page, AGENT_PAGES)).toEqual([]);
  await page.close();
});

test("a project's report pages: no serious or critical WCAG 2.2 AA violation", async () => {
  test.setTimeout(600_000);
  const page = await member.newPage();
  const [newer, older] = reportIds;
  const projectPages = [
    `/projects/${project.id}`,
    `/projects/${project.id}/reports/${newer}`,
    `/projects/${project.id}/reports/${older}`,
    `/projects/${project.id}/reports/compare?base=${older}&head=${newer}`,
    // The runs comparison page before any run (a run's own page is scanned in eval-agent.spec.ts, where runs exist).
    `/projects/${project.id}/eval-runs/compare`,
    `/projects/${project.id}/history`,
    // The judge's agreement before any verdict of the builder's (with verdicts in eval-review.spec.ts).
    `/projects/${project.id}/judge-agreement`,
    // The script page with a generated script (scenarios, their links to the reviews) and its report page.
    `/projects/${project.id}/script-agent`,
    `/projects/${project.id}/reports/${scriptId}`,
  ];
  expect(await scanAll(page, projectPages)).toEqual([]);
  await page.close();
});

// Five admin pages in four views each overran one test's two minutes on a busy CI machine.
for (const path of ADMIN_PAGES) {
  test(`admin page ${path}: no serious or critical WCAG 2.2 AA violation`, async () => {
    test.setTimeout(120_000);
    const page = await member.newPage();
    expect(await scanPage(page, path)).toEqual([]);
    await page.close();
  });
}

test("every route is listed: a new page cannot be left out of the scans", () => {
  const unlisted = [...new Set(pagePaths)].filter((path) => !(path in ROUTE_SCANS) && !AGENT_ROUTES.has(path));
  expect(unlisted).toEqual([]);
  // And no line names a page that no longer exists.
  expect(Object.keys(ROUTE_SCANS).filter((path) => !pagePaths.includes(path as (typeof pagePaths)[number]))).toEqual(
    [],
  );
});

test("a skip link comes first and moves focus to the page's content", async () => {
  const page = await member.newPage();
  await page.goto("/dashboard");
  await expect(page.locator("main h1").first()).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.close();
});

test("every agent page has its name as an h1, with or without a selected project", async ({ browser }) => {
  const agents = AVAILABLE_AGENTS;
  expect(agents.map(([route]) => route)).toEqual(
    expect.arrayContaining([
      "/ideation-agent",
      "/instructions-agent",
      "/interview-agent",
      "/ethos-agent",
      "/eval-agent",
      "/script-agent",
    ]),
  );
  const withProject = await member.newPage();
  // Without a selected project the pages show the spec's notice instead of the agent.
  const noProjectContext = await browser.newContext({ baseURL: running.url });
  await signInWithNda(noProjectContext, running.url, ADMIN.email, ADMIN.password);
  const withoutProject = await noProjectContext.newPage();
  for (const page of [withProject, withoutProject]) {
    for (const [path, name] of agents) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    }
  }
  await withProject.close();
  await noProjectContext.close();
});

test("a tab clicked with the mouse shows no focus ring; one reached with the keyboard does", async () => {
  const page = await member.newPage();
  await page.goto("/admin");
  const nda = page.getByRole("tab", { name: "NDA" });
  await nda.click();
  await expect(nda).toHaveAttribute("aria-selected", "true");
  const ring = (locator: typeof nda) => locator.evaluate((element) => getComputedStyle(element).boxShadow);
  await expect(nda).toBeFocused();
  expect(await nda.evaluate((element) => element.matches(":focus-visible"))).toBe(false);
  // Tailwind's ring is a 3 px spread shadow.
  expect(await ring(nda)).not.toContain("0px 0px 0px 3px");
  await page.keyboard.press("ArrowRight");
  const guides = page.getByRole("tab", { name: "User Guides" });
  await expect(guides).toBeFocused();
  expect(await ring(guides)).toContain("0px 0px 0px 3px");
  await page.close();
});

test("the chat announces the agent's reply to screen readers as words, not Markdown", async () => {
  const page = await member.newPage();
  await page.goto("/ideation-agent");
  await page.getByRole("button", { name: "Launch" }).click();
  const quickReplies = page.getByRole("group", { name: "Quick replies" });
  await quickReplies.getByRole("button", { name: "5 min Essentials" }).click();
  const announcer = page.locator("[data-slot=chat-announcer]");
  await expect(announcer).toContainText("Topic 1 of 4");
  await expect(announcer).toHaveAttribute("aria-live", "polite");
  expect(await announcer.textContent()).not.toMatch(/\*\*|__|^#|\n#/);
  // The rendered message keeps its emphasis.
  await expect(page.locator("[data-slot=chat-message][data-role=assistant]").last().locator("strong")).not.toHaveCount(
    0,
  );
  await page.close();
});

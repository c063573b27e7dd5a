import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { createReport } from "../../server/src/modules/reports/reports.service";
import { signInWithNda, startInProcessServer } from "./fixtures/in-process-server";
import { e2ePort } from "./fixtures/servers";
import { setTheme } from "./fixtures/theme";

/**
 * Issue 17, part B: project pages at URLs of their own, an Ideation draft opened in the review form
 * with its placeholders, and two Instructions Reviews compared side by side.
 */
const PORT = e2ePort(4356);
const USER = { email: "url-builder@aesop.test", password: "url-builder-password" };
const SCREENS = process.env.SCREENSHOTS_DIR;

test.describe.configure({ mode: "serial" });

type Project = { id: string; projectName: string };
type ReportSummary = { id: number; status: string; agent: string; inputText: string | null };

let running: Awaited<ReturnType<typeof startInProcessServer>>;
let page: Page;
let userId: string;
let tutor: Project;
let triage: Project;

const headers = () => ({ Origin: running.url });
const selectedProject = () =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("aesop-selected-project") ?? "null") as Project | null)?.id);
const reportsOf = async (project: Project) =>
  ((await (await page.request.get(`/api/projects/${project.id}/reports`)).json()) as { reports: ReportSummary[] })
    .reports;

async function createProject(projectName: string): Promise<Project> {
  const response = await page.request.post("/api/projects", { data: { projectName }, headers: headers() });
  return (await response.json()) as Project;
}

test.beforeAll(async ({ browser }) => {
  running = await startInProcessServer(PORT, USER);
  const context = await browser.newContext({ baseURL: running.url });
  userId = await signInWithNda(context, running.url, USER.email, USER.password);
  page = await context.newPage();
  tutor = await createProject("Tutor Bot");
  triage = await createProject("Triage Desk");
});
test.afterAll(async () => {
  await page.context().close();
  await running.stop();
});

test("a project's workspace, agent pages and reports have URLs that select the project; a project not yours is the 404 page", async () => {
  await page.goto("/dashboard");
  await page.evaluate((value) => localStorage.setItem("aesop-selected-project", JSON.stringify(value)), tutor);

  // A shared link to the other project opens its workspace and selects it.
  await page.goto(`/projects/${triage.id}`);
  // The first page of a server just started, loaded while the other worker runs: its chunks and
  // queries took 10 s in a loaded CI run, past the default 7 s.
  await expect(page.getByRole("heading", { level: 2, name: "Triage Desk" })).toBeVisible({ timeout: 20_000 });
  expect(await selectedProject()).toBe(triage.id);
  // The spec's routes keep working on the selected project.
  await page.goto("/instructions-agent");
  await expect(page.getByText("Project: Triage Desk")).toBeVisible();

  // An agent's page for a project, bookmarked: it works on that project.
  await page.goto(`/projects/${tutor.id}/instructions-agent`);
  await expect(page.getByText("Project: Tutor Bot")).toBeVisible();
  expect(await selectedProject()).toBe(tutor.id);
  await page.goto(`/projects/${triage.id}/ideation-agent`);
  await expect(page.getByRole("heading", { level: 1, name: "Ideation Agent" })).toBeVisible();
  expect(await selectedProject()).toBe(triage.id);

  // The sidebar's projects are links to their URLs.
  const projects = page.getByRole("navigation", { name: "Projects" });
  await expect(projects.getByRole("link", { name: "Tutor Bot" })).toHaveAttribute("href", `/projects/${tutor.id}`);
  await projects.getByRole("link", { name: "Tutor Bot" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${tutor.id}$`));
  await expect(page.getByRole("heading", { level: 2, name: "Tutor Bot" })).toBeVisible();
  await expect(projects.getByRole("link", { name: "Tutor Bot" })).toHaveAttribute("aria-current", "true");

  // A project that is not the user's (the API answers 404 alike for someone else's and a missing one).
  const missing = "00000000-0000-4000-8000-000000000000";
  for (const path of [
    `/projects/${missing}`,
    `/projects/${missing}/instructions-agent`,
    `/projects/${missing}/reports/1`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  }
  expect(await selectedProject()).toBe(tutor.id);
  // The server knows the new pages (200 with the app) and still answers unknown ones with 404.
  expect((await page.request.get(`/projects/${tutor.id}/interview-agent`)).status()).toBe(200);
  expect((await page.request.get(`/projects/${tutor.id}/reports/compare?base=1&head=2`)).status()).toBe(200);
  expect((await page.request.get(`/projects/${tutor.id}/nothing-here`)).status()).toBe(404);
});

test("'Send to Instructions Review' opens the draft in the review form, its placeholders listed, and asks to fill them before submitting", async () => {
  const draft = [
    "Placeholders to fill in before use (2):",
    "- [TONE: three words for its voice]",
    "- [CRISIS LINE FOR YOUR USERS' COUNTRY, e.g. 988 in the US or Samaritans on 116 123 in the UK]",
    "",
    'You are the assistant of the project "Tutor Bot".',
    "",
    "# Tone and persona",
    "[TONE: three words for its voice]",
    "",
    "# Safety and escalation",
    "If the user mentions suicide, self-harm, abuse or being in danger, give the crisis line: [CRISIS LINE FOR YOUR USERS' COUNTRY, e.g. 988 in the US or Samaritans on 116 123 in the UK].",
    "",
  ].join("\n");
  const ideation = await createReport(running.server.ctx, userId, {
    projectId: tutor.id,
    agent: "ideation",
    title: "Ideation report: Tutor Bot",
    status: "done",
    markdown: "# Ideation\n\nA maths tutor.",
    data: { draftInstructions: draft },
  });

  await page.goto(`/projects/${tutor.id}`);
  const card = page.locator("[data-slot=card][data-agent=ideation]");
  await card.getByRole("link", { name: "Send to Instructions Review" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${tutor.id}/instructions-agent\\?draft=${ideation.id}$`));
  // Opened, not submitted.
  expect((await reportsOf(tutor)).filter((report) => report.agent === "instructions-review")).toHaveLength(0);
  const field = page.getByLabel("User Instructions *");
  await expect(field).toHaveValue(/^You are the assistant of the project "Tutor Bot"\./);
  await expect(field).not.toHaveValue(/Placeholders to fill in before use/);
  await expect(page.getByText("The draft instructions of Ideation Report #1")).toBeVisible();

  const list = page.locator("[data-slot=placeholder-list]");
  await expect(list.getByRole("heading", { name: "2 placeholders to fill in" })).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await screenshots("review-form-placeholders");

  // Submitting with placeholders asks to fill them first, under the field; nothing is submitted.
  await page.getByRole("button", { name: "Submit Instructions" }).click();
  const error = page.getByRole("alert").filter({ hasText: "Fill in the 2 placeholders first" });
  await expect(error).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAttribute("aria-describedby", (await error.getAttribute("id")) ?? "");
  expect((await reportsOf(tutor)).filter((report) => report.agent === "instructions-review")).toHaveLength(0);
  await screenshots("review-form-placeholder-error");

  // 'Jump to' selects the placeholder in the field: typing replaces it.
  await list.getByRole("button", { name: /Jump to \[TONE/ }).click();
  await expect(field).toBeFocused();
  expect(
    await field.evaluate((element: HTMLTextAreaElement) =>
      element.value.slice(element.selectionStart, element.selectionEnd),
    ),
  ).toBe("[TONE: three words for its voice]");
  await page.keyboard.type("Patient, clear, encouraging.");
  await expect(list.getByRole("heading", { name: "1 placeholder to fill in" })).toBeVisible();
  await list.getByRole("button", { name: /Jump to \[CRISIS LINE/ }).click();
  await page.keyboard.type("988 (Suicide & Crisis Lifeline)");
  await expect(list).toHaveCount(0);
  await expect(error).toHaveCount(0);
  await expect(field).not.toHaveAttribute("aria-invalid", "true");

  await page.getByRole("button", { name: "Submit Instructions" }).click();
  await expect(page.getByText("Instructions Submitted Successfully")).toBeVisible();
  const [review] = (await reportsOf(tutor)).filter((report) => report.agent === "instructions-review");
  expect(review?.inputText).toContain("Patient, clear, encouraging.");
  expect(review?.inputText).toContain("give the crisis line: 988 (Suicide & Crisis Lifeline).");
  expect(review?.inputText).not.toMatch(/\[[A-Z]{2}/);
});

test("a draft can still be submitted with its placeholders when the builder says so", async () => {
  const ideation = await createReport(running.server.ctx, userId, {
    projectId: triage.id,
    agent: "ideation",
    title: "Ideation report: Triage Desk",
    status: "done",
    markdown: "# Ideation",
    data: {
      draftInstructions: "You are a triage helper.\n[ESCALATION: when it hands over to a person, and to whom]\n",
    },
  });
  await page.goto(`/projects/${triage.id}/instructions-agent?draft=${ideation.id}`);
  await page.getByRole("button", { name: "Submit Instructions" }).click();
  await page.getByRole("button", { name: "Submit with placeholders anyway" }).click();
  await expect(page.getByText("Instructions Submitted Successfully")).toBeVisible();
});

test("two Instructions Reviews compared: scores, each dimension's verdict side by side, and the instructions' diff", async () => {
  const older = "You are a maths tutor for teenagers.\nNever give the final answer straight away.\nBe nice.";
  const newer =
    "# Tutor\nYou are a maths tutor for teenagers.\nNever give the final answer straight away.\nIf a student mentions self-harm, give the crisis line 988 and stop tutoring.\nDo not collect personal data; never ask for names or addresses.";
  for (const instructions of [older, newer]) {
    const response = await page.request.post(`/api/projects/${tutor.id}/instructions`, {
      data: { instructions },
      headers: headers(),
    });
    expect(response.status()).toBe(202);
  }
  let reviews: ReportSummary[] = [];
  await expect
    .poll(
      async () => {
        reviews = (await reportsOf(tutor)).filter(
          (report) => report.agent === "instructions-review" && report.status === "done",
        );
        return reviews.length;
      },
      { timeout: 30_000 },
    )
    .toBe(3);
  // Newest first: #3 is the newer set, #2 the older one.
  const [third, second] = reviews as [ReportSummary, ReportSummary, ReportSummary];

  // From the report page: 'Compare with…' another review.
  await page.goto(`/projects/${tutor.id}/reports/${third.id}`);
  await page.getByRole("button", { name: "Compare with…" }).click();
  await page.getByRole("menuitem", { name: /^Instructions Review #2 - / }).click();
  await expect(page).toHaveURL(
    new RegExp(`/projects/${tutor.id}/reports/compare\\?base=${second.id}&head=${third.id}$`),
  );
  await expect(page.getByRole("heading", { level: 1, name: "Compare Instructions Reviews" })).toBeVisible();

  const scores = page.locator("[data-slot=score-comparison] [data-slot=score]");
  await expect(scores).toHaveCount(2);
  await expect(scores.nth(0)).toHaveText(/^\d+\/100$/);
  await expect(scores.nth(1)).toHaveText(/^\d+\/100$/);
  await expect(page.locator("[data-slot=score-delta]")).toHaveText(
    /The score (rose|fell) by \d+ points?\.|did not change/,
  );

  const table = page.getByRole("table", { name: "Verdicts by dimension" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Dimension",
    "Instructions Review #2",
    "Instructions Review #3",
    "Change",
  ]);
  await expect(table.locator("tbody tr")).toHaveCount(15);
  // The crisis line and the privacy rule change some verdicts; a change is said in words, not colour alone.
  await expect(table.locator("tbody tr[data-change=better]").first()).toBeVisible();
  await expect(table.locator("tbody tr[data-change=better]").first().locator("[data-slot=verdict-change]")).toHaveText(
    "Better",
  );

  const diff = page.getByRole("list", { name: "Changes in the instructions" });
  await expect(page.locator("[data-slot=diff-summary]")).toHaveText("3 lines added, 1 removed.");
  await expect(diff.locator("[data-diff=added]")).toHaveCount(3);
  await expect(diff.locator("[data-diff=removed]")).toHaveText(["−Removed: Be nice."]);
  await expect(diff.locator("[data-diff=added]").first()).toContainText("Added: # Tutor");
  await screenshots("comparison");

  // The pickers change the pair, in the URL (shareable); a reload shows the same comparison.
  await page.getByLabel("Before").click();
  await page.getByRole("option", { name: /^Instructions Review #1 - / }).click();
  await expect(page).toHaveURL(new RegExp(`base=${reviews[2]?.id}&head=${third.id}$`));
  await page.reload();
  await expect(table.getByRole("columnheader").nth(1)).toHaveText("Instructions Review #1");

  // From the workspace section too.
  await page.goto(`/projects/${tutor.id}`);
  const section = page.locator("[data-agent=instructions-review]").filter({ has: page.getByRole("combobox") });
  await section.getByRole("button", { name: "Compare with…" }).click();
  await expect(page.getByRole("menuitem")).toHaveCount(2);
});

test("a review lists apart what it did not judge, and what could be stronger, from the gaps it flags", async () => {
  const instructions = [
    "You are the booking assistant of Spokes bike workshop. You book services and repairs for customers.",
    "Keep every answer under 60 words.",
    "If asked about anything else, say you only handle bookings and give the shop number 0117 496 0123.",
  ].join("\n");
  const response = await page.request.post(`/api/projects/${triage.id}/instructions`, {
    data: { instructions },
    headers: headers(),
  });
  expect(response.status()).toBe(202);
  const { id } = (await response.json()) as { id: number };
  await expect
    .poll(async () => (await reportsOf(triage)).find((report) => report.id === id)?.status, { timeout: 30_000 })
    .toBe("done");

  await page.goto(`/projects/${triage.id}/reports/${id}`);
  // A bike workshop's booking line reads no one else's text and decides nothing about anyone: not
  // judged, not flagged, each with the question that would settle it.
  await expect(page.getByRole("heading", { level: 3, name: "Not judged" })).toBeVisible();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: /^Prompt-injection and instruction-leak resistance: Tell us whether/ }),
  ).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^Fairness and bias: Tell us whether/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Could be stronger" })).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: /^Purpose and role: Could also state what success looks like\.$/ }),
  ).toBeVisible();
  // The gaps it does flag are still listed as fixes (its audience is named only as "customers").
  await expect(page.getByRole("heading", { level: 3, name: "Top fixes" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^Audience \(partial\)/ })).toBeVisible();
  await screenshots("review-not-judged");
});

test("an older review without per-dimension findings is compared by what it has: its score and its instructions", async () => {
  const legacy = await createReport(running.server.ctx, userId, {
    projectId: triage.id,
    agent: "instructions-review",
    title: "Instructions review (score 40/100)",
    status: "done",
    markdown: "# Review\n\nAn old review.",
    inputText: "You are a triage helper.\nBe appropriate.",
  });
  const current = await createReport(running.server.ctx, userId, {
    projectId: triage.id,
    agent: "instructions-review",
    title: "Instructions review (score 55/100)",
    status: "done",
    markdown: "# Review\n\nA newer review.",
    inputText: "You are a triage helper.\nSend emergencies to 999.",
  });
  await page.goto(`/projects/${triage.id}/reports/compare?base=${legacy.id}&head=${current.id}`);
  const scores = page.locator("[data-slot=score-comparison] [data-slot=score]");
  await expect(scores).toHaveText(["40/100", "55/100"]);
  await expect(page.locator("[data-slot=score-delta]")).toHaveText("The score rose by 15 points.");
  await expect(page.getByText("have no per-dimension findings")).toBeVisible();
  await expect(page.getByRole("table", { name: "Verdicts by dimension" })).toHaveCount(0);
  await expect(page.locator("[data-slot=diff-summary]")).toHaveText("1 line added, 1 removed.");
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
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * Screenshots for a designer's look, at desktop and 375 px widths, dark and light:
 *   node --import tsx scripts/screenshots.ts [baseUrl] [adminEmail:password]
 * Public pages always; with admin credentials also the NDA screen, the Admin Panel, the outbox,
 * profile and settings (the first run accepts the NDA). PNGs go to screenshots/ (ignored by git).
 */
import { mkdirSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";

const baseUrl = process.argv[2] ?? "http://127.0.0.1:3000";
const [adminEmail, adminPassword] = (process.argv[3] ?? "").split(":");
const publicPages = [
  "/",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/user-guide",
  "/no-such-page",
  "/auth",
  "/auth?mode=forgot-password",
  "/auth?mode=email-confirmation&email=ada@example.org",
  "/beta-signup",
  "/invite/not-a-token",
];
const memberPages = [
  "/admin",
  "/admin?tab=nda",
  "/admin?tab=user-guides",
  "/admin/outbox",
  "/profile",
  "/settings",
  "/dashboard",
  "/project-form",
  "/workspace",
  "/create-game",
  "/instructions-agent",
  "/ideation-agent",
  "/interview-agent",
  "/ethos-agent",
];
const viewports = [
  { name: "desktop", width: 1366, height: 900 },
  { name: "mobile", width: 375, height: 812 },
];

const fileName = (path: string) =>
  (path === "/" ? "landing" : path.slice(1)).replace(/[/?&=@.]+/g, "-").replace(/-+$/, "") || "page";

async function shoot(page: Page, path: string, suffix: string) {
  await page.goto(baseUrl + path, { waitUntil: "networkidle" });
  await page.screenshot({ path: `screenshots/${fileName(path)}-${suffix}.png`, fullPage: true });
}

/**
 * A selected project with an ideation conversation under way, so that the agent pages show a chat
 * rather than their introduction. Idempotent: later runs reuse what the first one made.
 */
async function seedConversation(page: Page) {
  const headers = { Origin: baseUrl };
  const { projects } = (await (await page.request.get("/api/projects")).json()) as {
    projects: { id: string; projectName: string }[];
  };
  const project =
    projects.find((candidate) => candidate.projectName === "Homework Helper") ??
    ((await (
      await page.request.post("/api/projects", { data: { projectName: "Homework Helper" }, headers })
    ).json()) as {
      id: string;
      projectName: string;
    });
  await page.evaluate((value) => localStorage.setItem("aesop-selected-project", JSON.stringify(value)), project);
  const { reports } = (await (await page.request.get(`/api/projects/${project.id}/reports`)).json()) as {
    reports: { agent: string }[];
  };
  if (!reports.some((report) => report.agent === "ethos")) {
    // An Ethos report, so that the workspace shows one (the job writes it in a moment).
    await page.request.post(`/api/projects/${project.id}/ethos`, {
      data: { users: "Pupils aged 10 to 14 and their parents", region: "United Kingdom", channel: "school web chat" },
      headers,
    });
  }
  const { sessions } = (await (
    await page.request.get(`/api/projects/${project.id}/agent-sessions?agent=ideation`)
  ).json()) as { sessions: { id: string; status: string }[] };
  if (sessions.some((session) => session.status === "active")) return;
  const started = (await (
    await page.request.post(`/api/projects/${project.id}/agent-sessions`, { data: { agent: "ideation" }, headers })
  ).json()) as { session: { id: string } };
  for (const text of ["15 min Standard", "It helps pupils aged 10 to 14 with maths homework, step by step."]) {
    // The reply is a stream; reading it to the end waits for the agent.
    await (
      await page.request.post(`/api/agent-sessions/${started.session.id}/messages`, { data: { text }, headers })
    ).body();
  }
}

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  for (const viewport of viewports) {
    for (const theme of ["dark", "light"]) {
      const suffix = `${viewport.name}-${theme}`;
      const context = await browser.newContext({ viewport, baseURL: baseUrl });
      await context.addInitScript((value) => localStorage.setItem("aesop-theme", value), theme);
      const page = await context.newPage();
      for (const path of publicPages) await shoot(page, path, suffix);
      if (adminEmail && adminPassword) {
        // Signing in through the API keeps the pages' own look; the Dark Mode setting follows the theme.
        const signIn = await page.request.post("/api/auth/sign-in/email", {
          data: { email: adminEmail, password: adminPassword },
          headers: { Origin: baseUrl },
        });
        if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
        await page.request.patch("/api/me/settings", { data: { darkMode: theme === "dark" } });
        await shoot(page, "/profile", `nda-${suffix}`);
        const accept = page.getByRole("button", { name: "Accept & Continue" });
        if (await accept.isVisible()) {
          await page.getByLabel("I have read and agree to the Non-Disclosure Agreement").check();
          await accept.click();
          await page.waitForLoadState("networkidle");
          await page.request.patch("/api/me/settings", { data: { darkMode: theme === "dark" } });
        }
        await seedConversation(page);
        for (const path of memberPages) await shoot(page, path, suffix);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log("screenshots written to screenshots/");

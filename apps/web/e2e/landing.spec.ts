import { expect, test } from "@playwright/test";
import { AGENTS, agentStatusLabel, isAgentAvailable } from "@aesop/shared/agents";

// Every agent of the catalogue, in its order, with the status its card shows.
const agents = AGENTS.map((agent) => [agent.name, agentStatusLabel(agent)] as const);

test("the landing page introduces AESOP and shows a card per agent with its status", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "AESOP" })).toBeVisible();
  await expect(page.getByText("AI Ethics & Safety Oversight Platform", { exact: true })).toBeVisible();
  // It says what the product does today: no "soon" or "later" for agents that are built.
  const intro = page.locator("main p").filter({ hasText: "AESOP helps" });
  await expect(intro).toContainText("rehearse live conversations");
  await expect(intro).not.toContainText(/\b(soon|later)\b/);

  const cards = page.locator("[data-slot=agent-card]");
  await expect(cards).toHaveCount(agents.length);
  for (const [index, [name, status]] of agents.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { name })).toBeVisible();
    await expect(card.locator("[data-slot=badge]")).toHaveText(status);
    await expect(card.locator("[data-slot=card-description]")).not.toBeEmpty();
  }
});

// Every agent is available now; the grey of a coming-soon badge is checked beside the card's code.
test("available agents are marked green", async ({ page }) => {
  await page.goto("/");
  const tokenColor = (token: string) =>
    page.evaluate((name) => {
      const probe = document.createElement("span");
      probe.style.color = `var(${name})`;
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    }, token);
  const badges = page.locator("[data-slot=badge][data-status=active]");
  await expect(badges).toHaveCount(AGENTS.filter(isAgentAvailable).length);
  const green = await tokenColor("--success");
  for (const badge of await badges.all()) {
    expect(await badge.evaluate((element) => getComputedStyle(element).color)).toBe(green);
  }
});

test("a signed-out visitor gets Login / Sign Up, and no Sign In button on the landing page", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Login / Sign Up" })).toHaveAttribute("href", "/auth");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveCount(0);

  await page.goto("/about");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");

  await page.goto("/auth");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveCount(0);
});

test("/home shows the home page", async ({ page }) => {
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1, name: "AESOP" })).toBeVisible();
  await expect(page.locator("[data-slot=agent-card]")).toHaveCount(agents.length);
});

import { expect, test } from "@playwright/test";
import { E2E_CONTACT_EMAIL, E2E_NETWORK_URL } from "./fixtures/servers";

test("About tells the story, mission, approach, influences and principles, and offers beta access", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About AESOP" })).toBeVisible();
  for (const heading of ["Our Story", "Our Mission", "Our Approach", "Philosophical Influences", "Core Principles"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Contact for Beta Access" })).toHaveAttribute("href", "/auth");
});

test("Contact shows the general inquiries card with the configured address", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "General Inquiries" })).toBeVisible();
  await expect(page.getByRole("link", { name: E2E_CONTACT_EMAIL })).toHaveAttribute(
    "href",
    `mailto:${E2E_CONTACT_EMAIL}`,
  );
});

test("Privacy Policy is dated January 2025 and has the listed sections", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("Last updated January 2025")).toBeVisible();
  for (const heading of ["Data We Collect", "How We Use Your Data", "Data Retention and Deletion", "Your Rights"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  for (const kind of ["Account information", "Usage data", "AI model data"]) {
    await expect(page.getByRole("listitem").filter({ hasText: kind })).toBeVisible();
  }
});

test("Terms of Service has its five numbered sections in order", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "1. Acceptance of Terms",
    "2. Use of the Service",
    "3. Intellectual Property",
    "4. Limitation of Liability",
    "5. Governing Law",
  ]);
});

test("the footer links to every public page and to the professional network", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer[data-slot=public-footer]");
  await expect(footer).toContainText("© 2025");

  const links = [
    ["Platform", "About", "/about", "About AESOP"],
    ["Platform", "User Guide", "/user-guide", "User Guide"],
    ["Legal", "Privacy Policy", "/privacy", "Privacy Policy"],
    ["Legal", "Terms of Service", "/terms", "Terms of Service"],
    ["Connect", "Contact", "/contact", "Contact Us"],
  ] as const;
  for (const [group, name, path, title] of links) {
    await footer.getByRole("navigation", { name: group }).getByRole("link", { name }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }

  const network = footer.getByRole("navigation", { name: "Connect" }).getByRole("link", { name: "LinkedIn" });
  await expect(network).toHaveAttribute("href", E2E_NETWORK_URL);
  await expect(network).toHaveAttribute("target", "_blank");
  await expect(network).toHaveAttribute("rel", /noopener/);
});

import { expect, test } from "@playwright/test";

test("an unknown route shows the 404 page with a real 404 status, logs the route, and leads home", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  expect(errors.some((text) => text.includes("/no/such/page"))).toBe(true);

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "AESOP" })).toBeVisible();
});

test("an unknown route reached inside the app shows the 404 page too", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    history.pushState({}, "", "/missing-in-app");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});

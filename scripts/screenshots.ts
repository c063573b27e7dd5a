/**
 * Screenshots of every public page at desktop and 375 px widths, dark and light, for a designer's
 * look: `node --import tsx scripts/screenshots.ts [baseUrl]` against a running server. PNGs go
 * to screenshots/ (ignored by git).
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const baseUrl = process.argv[2] ?? "http://127.0.0.1:3000";
const pages = ["/", "/about", "/contact", "/privacy", "/terms", "/user-guide", "/no-such-page"];
const viewports = [
  { name: "desktop", width: 1366, height: 900 },
  { name: "mobile", width: 375, height: 812 },
];

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
      const context = await browser.newContext({ viewport });
      await context.addInitScript((value) => localStorage.setItem("aesop-theme", value), theme);
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(baseUrl + path, { waitUntil: "networkidle" });
        const name = path === "/" ? "landing" : path.slice(1);
        await page.screenshot({ path: `screenshots/${name}-${viewport.name}-${theme}.png`, fullPage: true });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log("screenshots written to screenshots/");

import { defineConfig, devices } from "@playwright/test";
import {
  E2E_ADMIN,
  E2E_CONTACT_EMAIL,
  E2E_NETWORK_URL,
  EMPTY_SERVER,
  MAIL_SERVER,
  SEEDED_GUIDE,
  SEEDED_SERVER,
  SMTP_PORT,
} from "./apps/web/e2e/fixtures/servers";

// Debian's Chromium: Playwright's own browser download does not work on these machines.
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const serverEnv = (port: number, dataDir: string, extra: Record<string, string> = {}) => ({
  PORT: String(port),
  HOST: "127.0.0.1",
  BASE_URL: `http://127.0.0.1:${port}`,
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  CONTACT_EMAIL: E2E_CONTACT_EMAIL,
  PROFESSIONAL_NETWORK_URL: E2E_NETWORK_URL,
  DATABASE_URL: "",
  ...extra,
});

const startServer = "node --import tsx apps/server/src/index.ts";

export default defineConfig({
  testDir: "apps/web/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two cores run the servers, Chromium and two workers: a long journey needs headroom, not a retry.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: EMPTY_SERVER.url,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
        // Voice input: a synthetic microphone, granted without a prompt.
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
      ],
    },
  },
  // A device set to dark: the theme follows the system setting until the user picks one, and the
  // suite was written for the dark default (theme.spec.ts emulates a light device itself).
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined, colorScheme: "dark" } }],
  webServer: [
    {
      command: `rm -rf ${EMPTY_SERVER.dataDir} && ${startServer}`,
      url: `${EMPTY_SERVER.url}/api/health`,
      env: serverEnv(EMPTY_SERVER.port, EMPTY_SERVER.dataDir),
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
    {
      // Seeded through the CLI an operator would use, before the server starts.
      command:
        `rm -rf ${SEEDED_SERVER.dataDir} && node --import tsx apps/server/src/cli.ts user-guide:add ` +
        `--title "${SEEDED_GUIDE.title}" --guide-version "${SEEDED_GUIDE.version}" ` +
        `--description "${SEEDED_GUIDE.description}" --url "${SEEDED_GUIDE.url}" && ${startServer}`,
      url: `${SEEDED_SERVER.url}/api/health`,
      env: serverEnv(SEEDED_SERVER.port, SEEDED_SERVER.dataDir),
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
    {
      command: `rm -rf ${MAIL_SERVER.dataDir} && ${startServer}`,
      url: `${MAIL_SERVER.url}/api/health`,
      env: serverEnv(MAIL_SERVER.port, MAIL_SERVER.dataDir, {
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: "AESOP <no-reply@aesop.test>",
      }),
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
  ],
});

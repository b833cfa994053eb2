import { defineConfig, devices } from '@playwright/test'
import { E2E_ADMIN } from './tests/support/e2e-admin'

const port = Number(process.env.E2E_PORT ?? 3310)
export const baseURL = `http://127.0.0.1:${port}`
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 15)
// The analytics tag's own server (tests/support/e2e-tag-server.ts), up for the whole run.
const tagPort = Number(process.env.E2E_TAG_PORT ?? port + 16)
// The workers read it from here (tests/e2e/analytics-tag.spec.ts); set before they load this file.
process.env.E2E_TAG_PORT = String(tagPort)

// Debian's Chromium, never a downloaded browser (the machines have no internet).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A cap, not a wait: the longest journeys take 10-15 s on a quiet two-core machine, and twice that and more when the
  // machine is loaded (CI runs of 28 November 2026 failed three of them at 30 s). A hung test fails after a minute.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: { baseURL, headless: true, launchOptions: chromium, trace: 'off' },
  projects: [
    // Every test, journeys included, at desktop size.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromium } },
    // A phone (390 px, touch) runs only the tests tagged @phone: layout and touch (each page's layout and its
    // accessibility scan, the menu, dialogs, sticky parts, the chat panel's size and place, early taps, the admin
    // navigation). A test that changes what the whole site shows is never tagged, so it runs once.
    { name: 'phone', grep: /@phone/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium } },
  ],
  webServer: [
    {
      // A real SMTP server on loopback, so the tests can read the emails each lead sends.
      command: 'node --import tsx tests/support/e2e-smtp-inbox.ts',
      port: smtpPort,
      reuseExistingServer: false,
      // A cap, not a wait: the longest journeys take 10-15 s on a quiet two-core machine, and twice that and more when the
  // machine is loaded (CI runs of 28 November 2026 failed three of them at 30 s). A hung test fails after a minute.
  timeout: 60_000,
      env: { E2E_SMTP_PORT: String(smtpPort) },
    },
    {
      // A third-party analytics tag on loopback, so pages that still ask for it after its test never meet a closed port.
      command: 'node --import tsx tests/support/e2e-tag-server.ts',
      port: tagPort,
      reuseExistingServer: false,
      // A cap, not a wait: the longest journeys take 10-15 s on a quiet two-core machine, and twice that and more when the
  // machine is loaded (CI runs of 28 November 2026 failed three of them at 30 s). A hung test fails after a minute.
  timeout: 60_000,
      env: { E2E_TAG_PORT: String(tagPort) },
    },
    {
      // The production build on a fresh embedded database, as a new user would run it.
      command: 'node tests/support/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Loopback is trusted as a proxy so API calls made by tests can each name a client address of
        // their own (X-Forwarded-For) instead of spending the browser tests' per-address rate limits.
        TRUST_PROXY: 'loopback',
        // The admin the admin-area tests sign in as (tests/e2e/admin-sign-in.ts).
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // No time trap: forms and set-up requests send at once instead of waiting 2 s each. The trap's rule is
        // proved with a controlled clock by server/domain/leads/spam-guard.test.ts, app/lib/form-guard.test.ts
        // (timeTrapWait) and tests/api/contact.test.ts.
        FORM_TIME_TRAP_MS: '0',
        // Emails go out within a fifth of a second, so a test reading its email waits no outbox round (5 s by default).
        OUTBOX_INTERVAL_MS: '200',
      },
    },
  ],
})

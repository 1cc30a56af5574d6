import { defineConfig, devices } from '@playwright/test'
import {
  e2eBackendPort,
  e2eBackendUrl,
  e2eCloudflarePort,
  e2eCloudflareUrl,
  e2eSitePort,
  e2eSiteUrl,
  launchOptions,
} from './e2e/e2e-env'

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // A busy 2-core machine runs a browser, the static server and the backend at once.
  timeout: 60_000,
  use: {
    baseURL: e2eSiteUrl,
    // A failed test keeps its trace (each step, console, network) and a screenshot of the end.
    // Without the DOM snapshot and screencast of every step, which cost a third of the suite's
    // time; rerun one test with `--trace on` to have them.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions,
  },
  projects: [
    // The seeded admin's first sign-in sets up their authenticator app; the rest sign in with it.
    { name: 'seeded-admin', testMatch: /seeded-admin\.setup\.ts$/ },
    { name: 'site', dependencies: ['seeded-admin'] },
  ],
  // The tests run against the built, prerendered site (`npm run test:e2e` builds it first) and
  // a local backend with a new in-memory database.
  webServer: [
    {
      command: `tsx scripts/build/serve-static.ts --port ${e2eSitePort}`,
      url: e2eSiteUrl,
      reuseExistingServer: false,
    },
    {
      // Cloudflare's own runtime serving dist/ (wrangler.toml), which e2e/hosting.spec.ts
      // holds the static server above to.
      command: `wrangler pages dev --ip 127.0.0.1 --port ${e2eCloudflarePort} --log-level warn`,
      url: e2eCloudflareUrl,
      env: { WRANGLER_SEND_METRICS: 'false' },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // Auth rate limits off: every journey signs up and in from 127.0.0.1.
      command: `node backend/cli.mjs --memory --port ${e2eBackendPort} --rate-limits off`,
      url: `${e2eBackendUrl}/auth/v1/health`,
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
})

import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// Playwright cannot download its own browser here; use the system Chromium when there is one.
const systemChromium = '/usr/bin/chromium'
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    }
  : {}

export const siteUrl = 'http://127.0.0.1:4173'

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: siteUrl,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions,
  },
  // The e2e tests run against the built, prerendered site (`npm run build` first).
  webServer: [
    {
      command: 'tsx scripts/serve-static.ts --port 4173',
      url: siteUrl,
      reuseExistingServer: !process.env.CI,
    },
  ],
})

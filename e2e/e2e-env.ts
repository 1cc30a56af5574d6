import { existsSync } from 'node:fs'

// Where the end-to-end tests run the built site and its backend: ports of their own, so a
// developer's `npm run dev` or `npm run preview` can keep running meanwhile.
export const e2eSitePort = 4183
export const e2eBackendPort = 54331

export const e2eSiteUrl = `http://127.0.0.1:${e2eSitePort}`
export const e2eBackendUrl = `http://127.0.0.1:${e2eBackendPort}`
/** The backend's mail outbox listens on its API port + 3, as 54324 does beside 54321. */
export const e2eMailUrl = `http://127.0.0.1:${e2eBackendPort + 3}`

/** Cloudflare's own runtime serving dist/ (`wrangler pages dev`), for e2e/hosting.spec.ts. */
export const e2eCloudflarePort = 4184
export const e2eCloudflareUrl = `http://127.0.0.1:${e2eCloudflarePort}`

// Playwright cannot download its own browser here; use the system Chromium when there is one.
const systemChromium = '/usr/bin/chromium'
export const launchOptions = existsSync(systemChromium)
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

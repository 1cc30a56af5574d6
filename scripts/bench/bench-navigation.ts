// Click to the next page's Largest Contentful Paint, with the Speculation Rules and without
// them, in headless Chromium: the visitor rests the pointer on a link (as before any click),
// clicks, and the next page's own LCP entry says when it showed (for a prerendered page, from
// its activation). Each answer of the static server waits `latencyMs`, a mobile round trip.
// Puppeteer, not Playwright: Chromium refuses to prerender under a DevTools session attached to
// the page without a tab target, which is how Playwright attaches.
// Run after `npm run build`, alone or through scripts/bench/bench.ts.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import puppeteer, { type Browser } from 'puppeteer-core'
import { percentile, tableRow } from './bench-table'
import { serverUrl, startStaticServer } from '../build/serve-static'

const root = resolve(import.meta.dirname, '../..')
const systemChromium = '/usr/bin/chromium'

/** Links of the main menu a visitor follows, from the home page, the gallery and a landing page. */
const journeys = [
  { from: '/', to: '/gallery' },
  { from: '/gallery', to: '/about' },
  { from: '/folsom-lawn-care', to: '/contact' },
]

// What the next page reports once its largest paint is known: for a prerendered page the
// paint happened before the visitor arrived, so it counts from the activation.
const nextPagePaint = `new Promise((resolve) => new PerformanceObserver((list) => {
  const navigation = performance.getEntriesByType('navigation')[0]
  const lcp = list.getEntries().at(-1).startTime
  resolve({
    shownAt: performance.timeOrigin + Math.max(lcp, navigation.activationStart),
    prerendered: navigation.activationStart > 0,
  })
}).observe({ type: 'largest-contentful-paint', buffered: true }))`

interface Visit {
  clickToLcp: number
  prerendered: boolean
}

/** The tab showing `url`. Polled: an activated prerender sends no event waitForTarget sees. */
async function nextPageTarget(browser: Browser, url: string) {
  for (let waited = 0; waited < 20_000; waited += 20) {
    const target = browser
      .targets()
      .find((candidate) => candidate.type() === 'page' && candidate.url() === url)
    if (target) return target
    await new Promise((wake) => setTimeout(wake, 20))
  }
  throw new Error(`No tab showed ${url} within 20 s`)
}

async function visit(browser: Browser, baseUrl: string, from: string, to: string): Promise<Visit> {
  const page = await browser.newPage()
  await page.setViewport({ width: 1280, height: 800 })
  await page.goto(baseUrl + from, { waitUntil: 'networkidle0' })
  const link = `nav[aria-label="Main"] a[href="${to}"]`
  await page.hover(link)
  // A pointer that rests 200 ms starts a moderate prerender; a visitor reads longer than that.
  await new Promise((wake) => setTimeout(wake, 1500))
  const clickedAt = Date.now()
  await page.click(link)
  const target = await nextPageTarget(browser, baseUrl + to)
  // A session of its own: after a prerender's activation, Puppeteer's page object stops answering.
  const session = await target.createCDPSession()
  const { result } = await session.send('Runtime.evaluate', {
    expression: nextPagePaint,
    awaitPromise: true,
    returnByValue: true,
  })
  const { shownAt, prerendered } = result.value as { shownAt: number; prerendered: boolean }
  await session.detach()
  for (const open of await browser.pages()) if (open.url() !== 'about:blank') await open.close()
  return { clickToLcp: shownAt - clickedAt, prerendered }
}

export async function benchNavigation(
  options: { runs?: number; latencyMs?: number; dir?: string } = {},
) {
  const runs = options.runs ?? 5
  const latencyMs = options.latencyMs ?? 100
  console.log(
    `\nClick to next page's LCP, headless Chromium, 1280 px, ${latencyMs} ms per response ` +
      `(median of ${runs}; prerendered runs counted)`,
  )
  const widths = [36, 20, 20]
  console.log(tableRow(widths, ['link', 'with the rules', 'without']))
  const browser = await puppeteer.launch({
    executablePath: existsSync(systemChromium) ? systemChromium : undefined,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  })
  const servers = await Promise.all(
    [false, true].map((withoutRules) =>
      startStaticServer({
        dir: options.dir ?? join(root, 'dist'),
        port: 0,
        latencyMs,
        dropHeaders: withoutRules ? ['speculation-rules'] : [],
      }),
    ),
  )
  try {
    const [withRules, withoutRules] = servers.map(serverUrl)
    for (const { from, to } of journeys) {
      const cells: string[] = []
      for (const baseUrl of [withRules!, withoutRules!]) {
        const visits: Visit[] = []
        for (let run = 0; run < runs; run++) visits.push(await visit(browser, baseUrl, from, to))
        const prerendered = visits.filter((one) => one.prerendered).length
        cells.push(
          `${percentile(
            visits.map((one) => one.clickToLcp).sort((a, b) => a - b),
            50,
          ).toFixed(0)} ms (${prerendered}/${runs} pre)`,
        )
      }
      console.log(tableRow(widths, [`${from} → ${to}`, ...cells]))
    }
  } finally {
    await browser.close()
    for (const server of servers) server.close()
  }
}

// Usage: tsx scripts/bench/bench-navigation.ts [dist directory]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await benchNavigation({ dir: process.argv[2] })

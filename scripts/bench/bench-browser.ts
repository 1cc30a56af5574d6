// Loads built pages in headless Chromium and reads the browser's own paint and layout-shift
// figures (First Contentful Paint, Largest Contentful Paint, Cumulative Layout Shift).
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

export interface PageTiming {
  path: string
  fcp: number
  lcp: number
  cls: number
  domContentLoaded: number
}

const systemChromium = '/usr/bin/chromium'

export async function measurePages(baseUrl: string, paths: string[]): Promise<PageTiming[]> {
  const browser = await chromium.launch({
    executablePath: existsSync(systemChromium) ? systemChromium : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  })
  const timings: PageTiming[] = []
  try {
    for (const path of paths) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
      await page.addInitScript(() => {
        const store = { lcp: 0, cls: 0 }
        Object.assign(window, { __vitals: store })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) store.lcp = entry.startTime
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[])
            if (!entry.hadRecentInput) store.cls += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' })
      timings.push(
        await page.evaluate((routePath) => {
          const vitals = (window as unknown as { __vitals: { lcp: number; cls: number } }).__vitals
          const paint = performance.getEntriesByName('first-contentful-paint')[0]
          const navigation = performance.getEntriesByType(
            'navigation',
          )[0] as PerformanceNavigationTiming
          return {
            path: routePath,
            fcp: paint?.startTime ?? 0,
            lcp: vitals.lcp,
            cls: vitals.cls,
            domContentLoaded: navigation.domContentLoadedEventEnd,
          }
        }, path),
      )
      await page.close()
    }
  } finally {
    await browser.close()
  }
  return timings
}

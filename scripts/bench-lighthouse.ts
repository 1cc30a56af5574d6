// Lighthouse on built pages: the mobile preset with simulated throttling (a mid-range phone on
// slow 4G), several runs per route, and the median of each figure. Pages are served gzipped, as
// the static host serves them: an uncompressed local server would make every byte cost ~3x.
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { tableRow } from './bench-table'
import { formatKb } from './route-sizes'

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu']
const systemChromium = '/usr/bin/chromium'

export interface LighthouseRow {
  path: string
  scores: Record<(typeof categories)[number], number>
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** Bytes on the wire (gzip) by kind of resource. */
  html: number
  css: number
  js: number
  /** Audits below a full score in any run, e.g. 'seo: link-text'. */
  failures: string[]
}

interface NetworkRequest {
  resourceType?: string
  transferSize?: number
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Forwards to `target` and gzips text responses once per URL (the build does not change). */
function startGzipProxy(target: string): Promise<Server> {
  const cache = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>()
  const fetchOnce = (url: string) =>
    new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
      (resolve, reject) => {
        httpRequest(new URL(url, target), (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            const headers = Object.fromEntries(
              Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
            )
            let body = Buffer.concat(chunks)
            if (/text|javascript|json|xml|svg/.test(headers['content-type'] ?? '')) {
              body = gzipSync(body, { level: 9 })
              headers['content-encoding'] = 'gzip'
            }
            headers['content-length'] = String(body.length)
            resolve({ status: response.statusCode ?? 500, headers, body })
          })
        })
          .on('error', reject)
          .end()
      },
    )
  const server = createServer((request, response) => {
    const url = request.url ?? '/'
    const cached = cache.get(url)
    const answer = cached ? Promise.resolve(cached) : fetchOnce(url)
    answer.then(
      (result) => {
        cache.set(url, result)
        response.writeHead(result.status, result.headers).end(result.body)
      },
      () => response.writeHead(502).end(),
    )
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

function bytesByType(requests: NetworkRequest[], type: string) {
  return requests
    .filter((entry) => entry.resourceType === type)
    .reduce((total, entry) => total + (entry.transferSize ?? 0), 0)
}

export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  runs = 5,
): Promise<LighthouseRow[]> {
  const proxy = await startGzipProxy(baseUrl)
  const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  const chrome = await launch({ chromePath: systemChromium, chromeFlags })
  const rows: LighthouseRow[] = []
  try {
    for (const path of paths) {
      const results: Result[] = []
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(new URL(path, origin).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
        results.push(result.lhr)
      }
      const numeric = (id: string) =>
        median(results.map((lhr) => lhr.audits[id]?.numericValue ?? NaN))
      const requests = (lhr: Result) =>
        (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ?? []
      const bytes = (type: string) => median(results.map((lhr) => bytesByType(requests(lhr), type)))
      const failures = new Set<string>()
      for (const lhr of results)
        for (const category of categories)
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const score = lhr.audits[ref.id]?.score
            if (ref.weight > 0 && score !== null && score !== undefined && score < 1)
              failures.add(`${category}: ${ref.id}`)
          }
      rows.push({
        path,
        scores: Object.fromEntries(
          categories.map((category) => [
            category,
            median(results.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100))),
          ]),
        ) as LighthouseRow['scores'],
        fcp: numeric('first-contentful-paint'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        html: bytes('Document'),
        css: bytes('Stylesheet'),
        js: bytes('Script'),
        failures: [...failures],
      })
    }
  } finally {
    chrome.kill()
    proxy.close()
  }
  return rows
}

export function printLighthouse(rows: LighthouseRow[], runs: number) {
  console.log(
    `\nLighthouse ${runs}x per route, mobile preset, simulated throttling (median of each figure;` +
      ' bytes gzip on the wire)',
  )
  const widths = [26, 5, 5, 5, 5, 8, 8, 8, 8, 8, 8, 8]
  const headings = ['perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'HTML', 'CSS', 'JS']
  console.log(tableRow(widths, ['route', ...headings]))
  for (const row of rows) {
    console.log(
      tableRow(widths, [
        row.path,
        ...categories.map((category) => String(row.scores[category])),
        `${row.fcp.toFixed(0)} ms`,
        `${row.lcp.toFixed(0)} ms`,
        `${row.tbt.toFixed(0)} ms`,
        row.cls.toFixed(3),
        formatKb(row.html),
        formatKb(row.css),
        formatKb(row.js),
      ]),
    )
    if (row.failures.length > 0) console.log(' '.repeat(27), 'below 1:', row.failures.join(', '))
  }
}

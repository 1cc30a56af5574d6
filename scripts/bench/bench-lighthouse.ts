// Lighthouse on built pages: the mobile preset with simulated throttling (a mid-range phone on
// slow 4G), several runs per route, and the median of each figure. Each run is a newcomer's
// first visit: a new browser with a new profile (--same-browser reuses one, as before). Pages are served as the static
// hosts serve them, gzipped and over HTTP/2 (TLS with a throwaway certificate, made with
// `openssl`): uncompressed, every byte would cost ~3x; over HTTP/1.1 the simulation opens a
// connection per file, with its handshakes: 0.3-0.4 s more LCP on these pages.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createSecureServer, type Http2SecureServer } from 'node:http2'
import { tmpdir } from 'node:os'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { tableRow } from './bench-table'
import { formatKb } from './route-sizes'

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
// The proxy's certificate is made up on the spot; Chrome is told to accept it.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--ignore-certificate-errors',
]
const systemChromium = '/usr/bin/chromium'

export interface LighthouseRow {
  path: string
  scores: Record<(typeof categories)[number], number>
  fcp: number
  lcp: number
  /** LCP of each run, to tell noise from change. */
  lcpRuns: number[]
  /**
   * Files the first run had loaded before its (unthrottled) largest paint: the simulation counts
   * them all on the way to LCP, so they are what a faster LCP has to shed.
   */
  loadedBeforeLcp: string[]
  tbt: number
  cls: number
  /** Bytes on the wire (gzip) by kind of resource. */
  html: number
  css: number
  js: number
  font: number
  /** The largest paint's element in the first run, e.g. 'h1.text-4xl'. */
  lcpElement: string
  /** Audits below a full score in any run, e.g. 'seo: link-text'. */
  failures: string[]
  /**
   * The main thread's long tasks (over 50 ms at the simulated 4x slowdown) that end after the
   * first paint, in the run with the median TBT: what the TBT is made of.
   */
  longTasks: LongTask[]
  /** Main-thread time by kind of work in that run (simulated ms), e.g. styleLayout 120. */
  mainThread: Record<string, number>
}

interface LongTask {
  /** The script it ran, the document's URL (parsing, style and layout) or 'Unattributable'. */
  url: string
  startTime: number
  duration: number
}

interface NetworkRequest {
  url?: string
  resourceType?: string
  transferSize?: number
  networkEndTime?: number
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** A throwaway certificate for 127.0.0.1: Chrome speaks HTTP/2 only over TLS. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'))
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1'],
        ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * A blank page (a heading, a line of text, no script, no font) measured beside the site's: what a
 * fresh browser on this machine costs any page. Its TBT is not 0: a new browser's first page
 * pays for work Chromium does once per browser (an unattributed task of 50 ms or more, 4x slowed,
 * around the first paint), which a reused browser has done before.
 */
export const controlPath = '/lighthouse-control-blank-page'
const controlPage = gzipSync(
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="A blank page to measure against">' +
    '<title>Blank</title></head><body><main><h1>A blank page</h1><p>Nothing else.</p></main>' +
    '</body></html>',
)

// Headers HTTP/2 forbids: the connection is the protocol's business.
const connectionHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade'])

/**
 * Forwards to `target` over HTTP/2 and TLS and gzips text responses once per URL (the build does
 * not change): as the static hosts serve. Lighthouse's simulation gives each HTTP/1.1 request a
 * connection of its own, with its handshakes, where HTTP/2 shares one.
 */
function startGzipProxy(target: string): Promise<Http2SecureServer> {
  const cache = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>()
  const fetchOnce = (url: string) =>
    new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
      (resolve, reject) => {
        httpRequest(new URL(url, target), (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            const headers = Object.fromEntries(
              Object.entries(response.headers)
                .filter(([name]) => !connectionHeaders.has(name))
                .map(([name, value]) => [name, String(value)]),
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
  const server = createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (request, response) => {
      const url = request.url ?? '/'
      if (url === controlPath) {
        response
          .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
          .end(controlPage)
        return
      }
      const cached = cache.get(url)
      const answer = cached ? Promise.resolve(cached) : fetchOnce(url)
      answer.then(
        (result) => {
          cache.set(url, result)
          response.writeHead(result.status, result.headers).end(result.body)
        },
        () => response.writeHead(502).end(),
      )
    },
  )
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

function bytesByType(requests: NetworkRequest[], type: string) {
  return requests
    .filter((entry) => entry.resourceType === type)
    .reduce((total, entry) => total + (entry.transferSize ?? 0), 0)
}

/** The LCP element's selector and the start of its text, from Lighthouse's audit. */
function lcpElementOf(lhr: Result) {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined
  const node = details?.items?.[0]?.items?.[0]?.node
  return node ? `${node.selector ?? '?'} "${(node.nodeLabel ?? '').slice(0, 30)}"` : '?'
}

/** The run whose TBT is the median (the middle one of an odd number of runs). */
function medianRun(results: Result[], audit: string) {
  const sorted = [...results].sort(
    (a, b) => (a.audits[audit]?.numericValue ?? 0) - (b.audits[audit]?.numericValue ?? 0),
  )
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

function longTasksAfterPaint(lhr: Result): LongTask[] {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0
  const items = (lhr.audits['long-tasks']?.details as { items?: LongTask[] })?.items ?? []
  return items
    .filter((task) => task.startTime + task.duration > fcp)
    .sort((a, b) => a.startTime - b.startTime)
}

function mainThreadWork(lhr: Result) {
  const items =
    (
      lhr.audits['mainthread-work-breakdown']?.details as {
        items?: { group: string; duration: number }[]
      }
    )?.items ?? []
  return Object.fromEntries(items.map((item) => [item.group, Math.round(item.duration)]))
}

function loadedBeforeLcp(lhr: Result, requests: NetworkRequest[]) {
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] })?.items?.[0]
  const observedLcp = metrics?.observedLargestContentfulPaint ?? 0
  return requests
    .filter((request) => (request.networkEndTime ?? Infinity) <= observedLcp)
    .map((request) => {
      const name = new URL(request.url ?? '', 'https://x').pathname.replace(/^\/assets\//, '')
      return `${name} ${formatKb(request.transferSize ?? 0)}`
    })
}

export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  runs = 5,
  { freshProfile = true } = {},
): Promise<LighthouseRow[]> {
  const proxy = await startGzipProxy(baseUrl)
  const origin = `https://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  let chrome = await launch({ chromePath: systemChromium, chromeFlags })
  const rows: LighthouseRow[] = []
  try {
    for (const path of paths) {
      const results: Result[] = []
      for (let run = 0; run < runs; run++) {
        if (freshProfile && (run > 0 || rows.length > 0)) {
          chrome.kill()
          chrome = await launch({ chromePath: systemChromium, chromeFlags })
        }
        const result = await lighthouse(new URL(path, origin).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
        const { runtimeError } = result.lhr
        if (runtimeError) throw new Error(`Lighthouse on ${path}: ${runtimeError.message}`)
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
        lcpRuns: results.map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        html: bytes('Document'),
        css: bytes('Stylesheet'),
        js: bytes('Script'),
        font: bytes('Font'),
        lcpElement: lcpElementOf(results[0]!),
        loadedBeforeLcp: loadedBeforeLcp(results[0]!, requests(results[0]!)),
        failures: [...failures],
        longTasks: longTasksAfterPaint(medianRun(results, 'total-blocking-time')),
        mainThread: mainThreadWork(medianRun(results, 'total-blocking-time')),
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
  const widths = [26, 5, 5, 5, 5, 8, 8, 8, 8, 8, 8, 8, 8]
  const headings = [
    ...['perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS'],
    ...['HTML', 'CSS', 'JS', 'font'],
  ]
  console.log(tableRow(widths, ['route', ...headings]))
  for (const row of rows) {
    console.log(
      tableRow(widths, [
        row.path === controlPath ? '(blank page, control)' : row.path,
        ...categories.map((category) => String(row.scores[category])),
        `${row.fcp.toFixed(0)} ms`,
        `${row.lcp.toFixed(0)} ms`,
        `${row.tbt.toFixed(0)} ms`,
        row.cls.toFixed(3),
        formatKb(row.html),
        formatKb(row.css),
        formatKb(row.js),
        formatKb(row.font),
      ]),
    )
    const runs = row.lcpRuns.map((lcp) => lcp.toFixed(0)).join(', ')
    console.log(' '.repeat(27), `LCP element: ${row.lcpElement}; LCP of each run: ${runs} ms`)
    console.log(' '.repeat(27), `loaded before LCP (run 1): ${row.loadedBeforeLcp.join(', ')}`)
    if (row.failures.length > 0) console.log(' '.repeat(27), 'below 1:', row.failures.join(', '))
    const tasks = row.longTasks.map((task) => {
      const source = task.url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '')
      return `${source} ${task.duration.toFixed(0)} ms at ${task.startTime.toFixed(0)}`
    })
    console.log(
      ' '.repeat(27),
      `long tasks after FCP (median-TBT run): ${tasks.join(', ') || 'none'}`,
    )
    const work = Object.entries(row.mainThread).map(([group, ms]) => `${group} ${ms}`)
    console.log(' '.repeat(27), `main thread (ms, simulated): ${work.join(', ')}`)
  }
}

// Lighthouse alone on a built copy of the site, e.g. while tuning the first view:
//   tsx scripts/bench/bench-lighthouse.ts [--dir dist] [--runs 5] [--same-browser] [/ /services ...]
// (a blank page, served by the proxy itself, is measured last as the control)
// (scripts/bench/bench.ts runs it on one page of each kind of dist/.)
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      dir: { type: 'string', default: 'dist' },
      runs: { type: 'string', default: '5' },
      'same-browser': { type: 'boolean', default: false },
    },
  })
  const { serverUrl, startStaticServer } = await import('../build/serve-static')
  const server = await startStaticServer({ dir: resolve(values.dir), port: 0 })
  const runs = Number(values.runs)
  try {
    const paths = [...(positionals.length > 0 ? positionals : ['/']), controlPath]
    const freshProfile = !values['same-browser']
    printLighthouse(await runLighthouse(serverUrl(server), paths, runs, { freshProfile }), runs)
  } finally {
    server.close()
  }
}

// A newcomer's first interactions on a slow phone: each run starts a new browser (nothing
// compiled or cached before), slows its CPU 4x through the DevTools protocol, loads the page, lets
// it settle, then taps once as a finger does, resting on the glass for a moment, and times, end to
// end, from the tap (the finger lifting, when the browser clicks; for a field, the typed text) to
// the paint of the first frame that shows the answer: the island's hydration, which the tap may
// have started, included. Beside it, the INP-style figure: the longest Event Timing duration of
// the tap's events (input delay, handlers and the next paint), which the browser itself measures.
//   tsx scripts/bench/bench-interactions.ts [--dir dist] [--runs 5]
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { tableRow } from './bench-table'

const systemChromium = '/usr/bin/chromium'
const cpuSlowdown = 4
/**
 * How long a finger rests on the glass in a tap, or a mouse button stays down in a click, in ms.
 * Playwright's own tap lifts the finger at once, which no visitor does: whatever a page starts on
 * the touch (an island's code) then never gets in the way of the click that follows.
 */
const pressLength = 100

/** A tap by a finger at the middle of the first match of `selector`, scrolled into view first. */
async function tap(page: Page, selector: string) {
  const target = page.locator(selector).first()
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error(`nothing to tap at ${selector}`)
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  const devTools = await page.context().newCDPSession(page)
  await devTools.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
  await page.waitForTimeout(pressLength)
  await devTools.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await devTools.detach()
}

export interface Interaction {
  name: string
  path: string
  /** What the issue asks of it: tap to answer on screen, in ms (none: a figure to watch). */
  budget?: number
  phone: boolean
  /**
   * What the answer answers: the tap (from the finger lifting, as the browser's own Event Timing
   * counts a click), or the text typed after it (a phone's keyboard takes its own time to come
   * up, which is not the page's; the tap's hydration still counts, as the text waits for it).
   */
  from: 'tap' | 'typing'
  /** The tap (and what a visitor does right after it). */
  act: (page: Page) => Promise<void>
  /** A selector of the element that, once rendered, is the answer. */
  answer: string
}

export const interactions: Interaction[] = [
  {
    name: 'phone: header menu opens',
    path: '/',
    budget: 100,
    phone: true,
    from: 'tap',
    act: (page) => tap(page, 'button[aria-haspopup="dialog"]:has-text("Open menu")'),
    answer: '#mobile-menu nav[aria-label="Mobile"]',
  },
  {
    name: 'desktop: Services menu opens',
    path: '/',
    budget: 100,
    phone: false,
    from: 'tap',
    act: (page) =>
      page.click('nav[aria-label="Main"] button:has-text("Services")', { delay: pressLength }),
    answer: '#services-menu:not([hidden])',
  },
  {
    name: 'phone: ZIP check answers 95630',
    path: '/contact',
    budget: 100,
    phone: true,
    from: 'typing',
    async act(page) {
      // As a phone's keyboard suggestion fills it: the tap, then the five digits at once.
      await tap(page, '[data-island="zip-check"] input[name="zip"]')
      await page.keyboard.insertText('95630')
    },
    answer: '[data-island="zip-check"] [role="status"] p',
  },
  {
    // The form's frame (title, intro, close, 'Loading the form…') or the form itself.
    name: 'phone: estimate dialog opens',
    path: '/folsom-lawn-care',
    budget: 200,
    phone: true,
    from: 'tap',
    act: (page) => tap(page, 'main a[data-estimate-form]'),
    answer: '[role="dialog"]',
  },
  {
    // The same tap, until the form's fields are there to type in.
    name: 'phone: estimate form ready',
    path: '/folsom-lawn-care',
    phone: true,
    from: 'tap',
    act: (page) => tap(page, 'main a[data-estimate-form]'),
    answer: '[role="dialog"] form',
  },
]

export interface InteractionRun {
  /** From the tap's pointerup (or the typed text's input) to the first paint with the answer. */
  toAnswer: number
  /** The longest Event Timing duration among the tap's events (what INP reports). */
  eventDuration: number
}

/**
 * In the page from its first script on: when the first tap ends and the first text is typed,
 * and the tap's event timings.
 */
function recordTaps() {
  const record = { tapAt: -1, typedAt: -1, eventDurations: [] as number[] }
  Object.assign(window, { __taps: record })
  addEventListener('pointerup', (event) => record.tapAt < 0 && (record.tapAt = event.timeStamp), {
    capture: true,
  })
  addEventListener(
    'beforeinput',
    (event) => record.typedAt < 0 && (record.typedAt = event.timeStamp),
    {
      capture: true,
    },
  )
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
      if (entry.interactionId) record.eventDurations.push(entry.duration)
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

/**
 * In the page: resolves with the time the first frame that shows `selector` has painted. Each
 * frame looks before it renders; the first that finds the answer is the one that paints it, and
 * a task queued from it runs once that paint is done. A string, so the bundler's helpers (tsx
 * names functions) stay out of the page.
 */
const answerPainted = (selector: string) => `new Promise((resolve, reject) => {
  const giveUp = performance.now() + 10000
  requestAnimationFrame(function check() {
    if (performance.now() > giveUp) return reject(new Error(${JSON.stringify(`nothing matches ${selector}`)}))
    const element = document.querySelector(${JSON.stringify(selector)})
    if (element && element.checkVisibility()) setTimeout(() => resolve(performance.now()))
    else requestAnimationFrame(check)
  })
})`

async function runOnce(baseUrl: string, interaction: Interaction): Promise<InteractionRun> {
  const browser = await chromium.launch({
    executablePath: existsSync(systemChromium) ? systemChromium : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  })
  try {
    const context = await browser.newContext(
      interaction.phone
        ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
        : { viewport: { width: 1280, height: 800 } },
    )
    const page = await context.newPage()
    const devTools = await context.newCDPSession(page)
    await devTools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.addInitScript(recordTaps)
    await page.goto(new URL(interaction.path, baseUrl).href, { waitUntil: 'load' })
    // Started (or, in builds before islands waited for triggers, the estimate host live).
    await page
      .locator('#root[data-started], [data-estimate-host][data-hydrated]')
      .first()
      .waitFor({ state: 'attached' })
    // The page settles as it would while a visitor reads the first screen.
    await page.waitForTimeout(1000)
    const painted = page.evaluate<number>(answerPainted(interaction.answer))
    await interaction.act(page)
    const paintedAt = await painted
    // Event Timing reports an event once its next paint is done.
    await page.waitForTimeout(300)
    const taps = await page.evaluate(
      () =>
        (
          window as unknown as {
            __taps: { tapAt: number; typedAt: number; eventDurations: number[] }
          }
        ).__taps,
    )
    return {
      toAnswer: paintedAt - (interaction.from === 'typing' ? taps.typedAt : taps.tapAt),
      eventDuration: Math.max(0, ...taps.eventDurations),
    }
  } finally {
    await browser.close()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

export interface InteractionRow {
  interaction: Interaction
  runs: InteractionRun[]
}

export async function measureInteractions(baseUrl: string, runs = 5): Promise<InteractionRow[]> {
  const rows: InteractionRow[] = []
  for (const interaction of interactions) {
    const results: InteractionRun[] = []
    for (let run = 0; run < runs; run++) results.push(await runOnce(baseUrl, interaction))
    rows.push({ interaction, runs: results })
  }
  return rows
}

export function printInteractions(rows: InteractionRow[]) {
  console.log(
    `\nFirst interaction, new browser per run, CPU ${cpuSlowdown}x slower (median of ${rows[0]?.runs.length ?? 0}; max)`,
  )
  const widths = [34, 18, 8, 7, 18, 18]
  console.log(tableRow(widths, ['interaction', 'page', 'budget', 'from', 'to answer', 'INP-style']))
  for (const { interaction, runs } of rows) {
    const tap = runs.map((run) => run.toAnswer)
    const inp = runs.map((run) => run.eventDuration)
    console.log(
      tableRow(widths, [
        interaction.name,
        interaction.path,
        interaction.budget ? `${interaction.budget} ms` : '—',
        interaction.from,
        `${median(tap).toFixed(0)} ms (${Math.max(...tap).toFixed(0)})`,
        `${median(inp).toFixed(0)} ms (${Math.max(...inp).toFixed(0)})`,
      ]),
    )
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      runs: { type: 'string', default: '5' },
    },
  })
  const { serverUrl, startStaticServer } = await import('../build/serve-static')
  const server = await startStaticServer({ dir: resolve(values.dir), port: 0 })
  try {
    printInteractions(await measureInteractions(serverUrl(server), Number(values.runs)))
  } finally {
    server.close()
  }
}

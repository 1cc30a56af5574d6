// A 12 MP phone photo prepared in headless Chromium the way the estimate form prepares it
// (src/features/estimate-request/photos/prepare-photo.ts): time per photo, bytes before and
// after. The page and bundle helpers live in test-support/photos.ts.
// Usage: tsx scripts/bench/bench-photo-scaling.ts (also run by scripts/bench/bench.ts)
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { bundlePreparePhoto, phonePhoto, preparePhotoInPage } from '../../test-support/photos'
import { tableRow, percentile } from './bench-table'

const systemChromium = '/usr/bin/chromium'

export interface PhotoScalingFigures {
  sourceBytes: number
  outputBytes: number
  width: number
  height: number
  medianMs: number
  p95Ms: number
}

export async function measurePhotoScaling(runs = 5): Promise<PhotoScalingFigures> {
  const [script, source] = await Promise.all([bundlePreparePhoto(), phonePhoto()])
  const browser = await chromium.launch({
    executablePath: existsSync(systemChromium) ? systemChromium : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  })
  try {
    const page = await browser.newPage()
    await page.setContent('<html><body></body></html>')
    await page.addScriptTag({ content: script })
    const result = await preparePhotoInPage(
      page,
      { bytes: source, name: 'IMG_0001.jpg', type: 'image/jpeg' },
      runs,
    )
    if (!result.ok) throw new Error(`preparePhoto refused the bench photo: ${result.reason}`)
    const sorted = [...result.ms].sort((a, b) => a - b)
    return {
      sourceBytes: source.length,
      outputBytes: result.bytes.length,
      width: result.width,
      height: result.height,
      medianMs: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
    }
  } finally {
    await browser.close()
  }
}

export async function benchPhotoScaling(runs = 5) {
  const figures = await measurePhotoScaling(runs)
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
  console.log(`\nPhoto preparation in headless Chromium: 4000 × 3000 JPEG, ${runs} runs`)
  const widths = [14, 12, 12, 12, 10, 10]
  console.log(tableRow(widths, ['', 'source', 'sent', 'size', 'median', 'p95']))
  console.log(
    tableRow(widths, [
      'preparePhoto',
      kb(figures.sourceBytes),
      kb(figures.outputBytes),
      `${figures.width}×${figures.height}`,
      `${figures.medianMs.toFixed(0)} ms`,
      `${figures.p95Ms.toFixed(0)} ms`,
    ]),
  )
  return figures
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchPhotoScaling()
}

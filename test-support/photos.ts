// Photos for tests and the benchmark: a phone-like JPEG made with sharp, and the estimate form's
// prepare-photo.ts bundled alone and run in a Chromium page (e2e/photo-scaling.spec.ts, the
// estimate journey and scripts/bench/bench-photo-scaling.ts).
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { build } from 'esbuild'
import sharp from 'sharp'

const preparePhotoEntry = resolve(
  import.meta.dirname,
  '../src/features/estimate-request/photos/prepare-photo.ts',
)

/** prepare-photo.ts as one script that sets `window.photoPrep`. */
export async function bundlePreparePhoto(): Promise<string> {
  const result = await build({
    entryPoints: [preparePhotoEntry],
    bundle: true,
    format: 'iife',
    globalName: 'photoPrep',
    target: 'chrome120',
    write: false,
  })
  return result.outputFiles[0]!.text
}

export interface PhotoInput {
  bytes: Buffer
  name: string
  type: string
}

export type PreparedInPage =
  | { ok: true; bytes: Buffer; type: string; width: number; height: number; ms: number[] }
  | { ok: false; reason: string }

/**
 * Runs preparePhoto `runs` times on one file inside `page` (which has the bundle loaded) and
 * brings back the last result's bytes and every run's time.
 */
export async function preparePhotoInPage(
  page: Page,
  { bytes, name, type }: PhotoInput,
  runs = 1,
): Promise<PreparedInPage> {
  const result = await page.evaluate(
    async ({ base64, name, type, runs }) => {
      type Prepared = { blob: Blob; width: number; height: number }
      const { preparePhoto } = (
        window as unknown as { photoPrep: { preparePhoto: (file: File) => Promise<Prepared> } }
      ).photoPrep
      const file = new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, {
        type,
      })
      const ms: number[] = []
      let prepared: Prepared | undefined
      try {
        for (let run = 0; run < runs; run++) {
          const started = performance.now()
          prepared = await preparePhoto(file)
          ms.push(performance.now() - started)
        }
      } catch (error) {
        return {
          ok: false as const,
          reason: (error as { reason?: string }).reason ?? String(error),
        }
      }
      const output = new Uint8Array(await prepared!.blob.arrayBuffer())
      let binary = ''
      for (let i = 0; i < output.length; i += 0x8000)
        binary += String.fromCharCode(...output.subarray(i, i + 0x8000))
      const { width, height } = prepared!
      return {
        ok: true as const,
        base64: btoa(binary),
        type: prepared!.blob.type,
        width,
        height,
        ms,
      }
    },
    { base64: bytes.toString('base64'), name, type, runs },
  )
  if (!result.ok) return result
  const { base64, ...figures } = result
  return { ...figures, bytes: Buffer.from(base64, 'base64') }
}

/** A photo-like 4000 × 3000 JPEG: smooth gradients under fine noise, several MB like a phone's. */
export async function phonePhoto(width = 4000, height = 3000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 42
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0
      const noise = (seed >>> 24) % 48
      const i = (y * width + x) * 3
      pixels[i] = (x * 160) / width + noise
      pixels[i + 1] = 90 + (y * 110) / height + noise
      pixels[i + 2] = 40 + ((x + y) % 400) / 8 + noise
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer()
}

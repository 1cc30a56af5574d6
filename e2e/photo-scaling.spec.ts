import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import {
  bundlePreparePhoto,
  phonePhoto,
  preparePhotoInPage,
  type PhotoInput,
} from '../test-support/photos'
import { MAX_EDGE } from '../src/features/estimate-request/photos/prepare-photo'

// The estimate form's photo preparation in real Chromium: prepare-photo.ts alone, bundled into a
// blank page (no site, no backend). Fixtures are made here with sharp, results read with sharp.

/** The tag ids of IFD0 and of the GPS IFD in a raw EXIF block (TIFF layout). */
function exifTags(exif: Buffer) {
  const tiff = exif.subarray(0, 4).toString('latin1') === 'Exif' ? exif.subarray(6) : exif
  const little = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, i) => ({
      tag: u16(ifd + 2 + i * 12),
      value: u32(ifd + 2 + i * 12 + 8),
    }))
  const ifd0 = entries(u32(4))
  const gpsPointer = ifd0.find((entry) => entry.tag === 0x8825)
  return {
    ifd0: ifd0.map((e) => e.tag),
    gps: gpsPointer ? entries(gpsPointer.value).map((e) => e.tag) : [],
  }
}

const GPS_LATITUDE = 0x0002
const GPS_LONGITUDE = 0x0004

let script: string
const fixtures: Record<'withGps' | 'rotated' | 'smallPng', Buffer> = {} as never

test.beforeAll(async () => {
  script = await bundlePreparePhoto()
  fixtures.withGps = await sharp(await phonePhoto(4032, 3024))
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 40/1 3012/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '121/1 10/1 4410/100',
      },
    })
    .jpeg({ quality: 95 })
    .toBuffer()
  // Stored landscape with a red block top left; orientation 6 shows it turned a quarter right.
  fixtures.rotated = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 30, g: 120, b: 60 } },
  })
    .composite([
      {
        input: {
          create: { width: 400, height: 400, channels: 3, background: { r: 255, g: 0, b: 0 } },
        },
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer()
  fixtures.smallPng = await sharp({
    create: { width: 640, height: 480, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer()
})

test('the fixtures carry what the browser must remove or apply', async () => {
  const gpsMeta = await sharp(fixtures.withGps).metadata()
  expect(gpsMeta).toMatchObject({ format: 'jpeg', width: 4032, height: 3024 })
  expect(exifTags(gpsMeta.exif!).gps).toEqual(expect.arrayContaining([GPS_LATITUDE, GPS_LONGITUDE]))
  expect(fixtures.withGps.length).toBeGreaterThan(4 * 1024 * 1024)
  expect(await sharp(fixtures.rotated).metadata()).toMatchObject({ width: 4000, orientation: 6 })
})

async function blankPageWithPreparePhoto(page: Page, { fallback = false } = {}) {
  await page.setContent('<html><body></body></html>')
  // The older-browser path: no createImageBitmap, no OffscreenCanvas; an <img> and a <canvas>.
  if (fallback)
    await page.evaluate(() =>
      Object.assign(window, { createImageBitmap: undefined, OffscreenCanvas: undefined }),
    )
  await page.addScriptTag({ content: script })
}

const jpeg = (bytes: Buffer, name = 'IMG_0042.jpg'): PhotoInput => ({
  bytes,
  name,
  type: 'image/jpeg',
})

for (const fallback of [false, true]) {
  const path = fallback ? 'an <img> and a <canvas>' : 'createImageBitmap and OffscreenCanvas'
  test.describe(`through ${path}`, () => {
    test.beforeEach(({ page }) => blankPageWithPreparePhoto(page, { fallback }))

    test('a 12 MP photo becomes a 2048 px JPEG without EXIF or GPS', async ({ page }) => {
      const result = await preparePhotoInPage(page, jpeg(fixtures.withGps))
      if (!result.ok) throw new Error(result.reason)
      const meta = await sharp(result.bytes).metadata()
      expect(result.type).toBe('image/jpeg')
      expect(meta).toMatchObject({ format: 'jpeg', width: MAX_EDGE, height: 1536 })
      expect({ width: result.width, height: result.height }).toEqual({ width: 2048, height: 1536 })
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(result.bytes.includes('Exif\0\0')).toBe(false)
      expect(result.bytes.includes('iPhone 15 Pro')).toBe(false)
      expect(result.bytes.length).toBeLessThan(fixtures.withGps.length / 5)
    })

    test('the EXIF orientation is applied to the pixels, then dropped', async ({ page }) => {
      const result = await preparePhotoInPage(page, jpeg(fixtures.rotated))
      if (!result.ok) throw new Error(result.reason)
      const meta = await sharp(result.bytes).metadata()
      expect(meta).toMatchObject({ width: 1536, height: 2048 })
      expect(meta.orientation).toBeUndefined()
      const { data, info } = await sharp(result.bytes).raw().toBuffer({ resolveWithObject: true })
      const red = (x: number, y: number) => data[(y * info.width + x) * info.channels]! > 200
      expect(red(info.width - 40, 40)).toBe(true)
      expect(red(40, 40)).toBe(false)
    })
  })
}

test.describe('small and refused files', () => {
  test.beforeEach(({ page }) => blankPageWithPreparePhoto(page))

  test('a small PNG keeps its size, and transparency turns white, not black', async ({ page }) => {
    const result = await preparePhotoInPage(page, {
      bytes: fixtures.smallPng,
      name: 'plan.png',
      type: 'image/png',
    })
    if (!result.ok) throw new Error(result.reason)
    const { data, info } = await sharp(result.bytes).raw().toBuffer({ resolveWithObject: true })
    expect(info).toMatchObject({ format: 'raw', width: 640, height: 480 })
    expect(Math.min(data[0]!, data[1]!, data[2]!)).toBeGreaterThan(240)
    expect((await sharp(result.bytes).metadata()).format).toBe('jpeg')
  })

  test('a text file named .jpg is unreadable', async ({ page }) => {
    const text = Buffer.from('Grocery list: mulch, 3 bags of soil, sprinkler heads\n'.repeat(50))
    expect(await preparePhotoInPage(page, jpeg(text, 'list.jpg'))).toEqual({
      ok: false,
      reason: 'unreadable',
    })
  })

  test('a file that is not an image type is refused before decoding', async ({ page }) => {
    const result = await preparePhotoInPage(page, {
      bytes: fixtures.withGps,
      name: 'yard.pdf',
      type: 'application/pdf',
    })
    expect(result).toEqual({ ok: false, reason: 'not-image' })
  })
})

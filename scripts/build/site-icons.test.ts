import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pngSize } from '../../test-support/png.ts'
import { icoFromPngs, icoSizes, siteIconFiles, webManifest } from './site-icons'

const publicDir = resolve(import.meta.dirname, '../../public')
const read = (name: string) => readFileSync(join(publicDir, name))

describe('site icons', () => {
  it.each([
    ['apple-touch-icon.png', 180],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['icon-maskable-512.png', 512],
  ])('public/%s is a %i px square PNG', (name, size) => {
    expect(pngSize(read(name))).toEqual([size, size])
  })

  it('public/favicon.ico holds a PNG of each size, where its directory says', () => {
    const ico = read('favicon.ico')
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3])
    icoSizes.forEach((size, index) => {
      const entry = 6 + 16 * index
      expect(ico.readUInt8(entry)).toBe(size)
      const offset = ico.readUInt32LE(entry + 12)
      const png = ico.subarray(offset, offset + ico.readUInt32LE(entry + 8))
      expect(pngSize(png)).toEqual([size, size])
    })
  })

  it('writes 256 px entries as 0, as the format requires', () => {
    const png = Buffer.from('png')
    const ico = icoFromPngs([{ size: 256, data: png }])
    expect([ico.readUInt8(6), ico.readUInt8(7), ico.readUInt32LE(14)]).toEqual([0, 0, 3])
    expect(ico.subarray(22).toString()).toBe('png')
  })

  it('public/site.webmanifest is what scripts/build/site-icons.ts writes today', async () => {
    const files = await siteIconFiles()
    expect(read('site.webmanifest').toString()).toBe(files['site.webmanifest'])
    for (const icon of webManifest.icons) expect(Object.keys(files)).toContain(icon.src.slice(1))
  })
})

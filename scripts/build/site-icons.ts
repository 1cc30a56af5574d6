// The icons browsers, phones and search results look for besides public/favicon.svg, drawn from
// it: favicon.ico (old browsers, feed readers, and anything that asks for /favicon.ico), the
// apple-touch-icon for iOS home screens, and the web manifest's icons. They are committed to
// public/ (a few KB), so `npm run dev` serves them too; after changing favicon.svg, the business
// name or the colours, run `npx tsx scripts/build/site-icons.ts`. site-icons.test.ts checks them.
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import { business } from '../../src/content/business'
import tailwindConfig from '../../tailwind.config'

const root = resolve(import.meta.dirname, '../..')
const publicDir = join(root, 'public')
const colors = tailwindConfig.theme.extend.colors

/** The sizes in favicon.ico: tabs and bookmarks (16, 32) and Windows shortcuts (48). */
export const icoSizes = [16, 32, 48] as const

export const webManifest = {
  name: business.name,
  short_name: business.name.split(' ')[0],
  description: business.tagline,
  start_url: '/',
  scope: '/',
  display: 'standalone',
  // index.html's theme-color, the logo's green; the page behind the content is white.
  theme_color: colors.leaf[700],
  background_color: '#ffffff',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}

function renderPng(svg: string, size: number) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng()
}

/** An .ico is a directory of images; each entry here holds a whole PNG, as Vista and later read. */
export function icoFromPngs(pngs: { size: number; data: Buffer }[]) {
  const header = Buffer.alloc(6 + 16 * pngs.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // 1: icon
  header.writeUInt16LE(pngs.length, 4)
  let offset = header.length
  pngs.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index
    header.writeUInt8(size >= 256 ? 0 : size, entry)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...pngs.map(({ data }) => data)])
}

/** Every generated file of public/, by name. */
export async function siteIconFiles(): Promise<Record<string, Buffer | string>> {
  const round = await readFile(join(publicDir, 'favicon.svg'), 'utf8')
  // iOS and Android's maskable icons fill a square and round its corners themselves: the circle
  // becomes the whole square, or it would sit on black (iOS) or in a white disc (Android).
  const square = round.replace(/<circle [^>]*r="16"([^>]*)\/>/, '<rect width="32" height="32"$1/>')
  if (square === round) throw new Error('public/favicon.svg: no r="16" circle to fill the square')
  return {
    'favicon.ico': icoFromPngs(icoSizes.map((size) => ({ size, data: renderPng(round, size) }))),
    'apple-touch-icon.png': renderPng(square, 180),
    'icon-192.png': renderPng(round, 192),
    'icon-512.png': renderPng(round, 512),
    'icon-maskable-512.png': renderPng(square, 512),
    'site.webmanifest': `${JSON.stringify(webManifest, null, 2)}\n`,
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [name, content] of Object.entries(await siteIconFiles())) {
    await writeFile(join(publicDir, name), content)
    console.log(`public/${name}`)
  }
}

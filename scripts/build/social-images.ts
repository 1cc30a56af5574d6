// One social card per public page, written to dist/social/ at build: what Facebook, LinkedIn,
// X and messaging apps show when someone shares the page. satori lays the card out as SVG (text
// as paths, so no font is needed later) and resvg turns it into a PNG. Cards whose SVG has not
// changed since the last build are copied from .local/social-cards/ instead of drawn again.
import { createHash } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { renderAsync } from '@resvg/resvg-js'
import { createElement as h, type CSSProperties, type ReactNode } from 'react'
import satori, { type SatoriOptions } from 'satori'
import type { AppRoute } from '../../src/app/routes'
import { socialImagePath, socialImageSize } from '../../src/components/seo/social-image'
import { business } from '../../src/content/business'
import tailwindConfig from '../../tailwind.config'

const root = resolve(import.meta.dirname, '../..')
const cardCache = join(root, '.local/social-cards')
const colors = tailwindConfig.theme.extend.colors

export interface SocialCard {
  /** The route's path; the card is written to socialImagePath(path). */
  path: string
  /** The page's own title, without the company name (the card shows that above it). */
  title: string
}

async function readFonts(): Promise<SatoriOptions['fonts']> {
  // satori reads TTF, OTF and WOFF (not WOFF2): the static Latin files of @fontsource/inter.
  const font = (weight: 400 | 700) =>
    readFile(join(root, `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`))
  const [regular, bold] = await Promise.all([font(400), font(700)])
  return [
    { name: 'Inter', data: regular, weight: 400, style: 'normal' },
    { name: 'Inter', data: bold, weight: 700, style: 'normal' },
  ]
}

/** The leaf in a green circle of the header and the favicon, on a white ring. */
async function logoDataUrl() {
  const svg = await readFile(join(root, 'public/favicon.svg'))
  return `data:image/svg+xml;base64,${svg.toString('base64')}`
}

/** Long titles (a service in El Dorado Hills) step down so they keep to three lines. */
function titleSize(title: string) {
  if (title.length <= 30) return 76
  return title.length <= 42 ? 68 : 60
}

// Positioned, so they paint above the absolutely positioned circle, as in CSS.
const row: CSSProperties = { display: 'flex', alignItems: 'center', position: 'relative' }

export function socialCardLayout(card: SocialCard, logo: string): ReactNode {
  return h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        width: socialImageSize.width,
        height: socialImageSize.height,
        boxSizing: 'border-box',
        padding: '64px 72px 76px',
        position: 'relative',
        fontFamily: 'Inter',
        color: 'white',
        backgroundColor: colors.leaf[900],
        backgroundImage: `linear-gradient(135deg, ${colors.leaf[950]} 0%, ${colors.leaf[800]} 55%, ${colors.leaf[700]} 100%)`,
      },
    },
    // A large soft circle echoing the round logo, behind the text.
    h('div', {
      style: {
        position: 'absolute',
        right: -160,
        top: -200,
        width: 560,
        height: 560,
        borderRadius: 9999,
        backgroundColor: colors.leaf[600],
        opacity: 0.25,
      },
    }),
    h(
      'div',
      { style: { ...row, gap: 22 } },
      h(
        'div',
        {
          style: {
            ...row,
            justifyContent: 'center',
            width: 84,
            height: 84,
            borderRadius: 9999,
            backgroundColor: 'white',
          },
        },
        h('img', { src: logo, width: 72, height: 72, alt: '' }),
      ),
      h('div', { style: { fontSize: 38, fontWeight: 700 } }, business.name),
    ),
    h(
      'div',
      {
        style: {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          flexGrow: 1,
          position: 'relative',
          gap: 22,
        },
      },
      h(
        'div',
        {
          style: {
            fontSize: titleSize(card.title),
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: '-0.02em',
            maxWidth: 1000,
            // Even lines: 'Drought-Tolerant Landscaping / in El Dorado Hills, CA', not 'in El / Dorado'.
            textWrap: 'balance',
          },
        },
        card.title,
      ),
      h('div', { style: { fontSize: 30, color: colors.leaf[100] } }, business.tagline),
    ),
    h(
      'div',
      { style: { ...row, justifyContent: 'space-between' } },
      h(
        'div',
        { style: { fontSize: 28, color: colors.leaf[200] } },
        `Free estimates · ${business.license.note}`,
      ),
      h(
        'div',
        {
          style: {
            padding: '14px 30px',
            borderRadius: 9999,
            fontSize: 32,
            fontWeight: 700,
            color: colors.leaf[950],
            backgroundColor: colors.sun[400],
          },
        },
        `Call ${business.phone.display}`,
      ),
    ),
    // The earth-toned ground line of the site's footer.
    h('div', {
      style: {
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        height: 14,
        backgroundColor: colors.earth[400],
      },
    }),
  )
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function inParallel<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items]
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** Writes every card to distDir; returns how many were drawn and how many came from the cache. */
export async function writeSocialCards(distDir: string, cards: SocialCard[], cacheDir = cardCache) {
  const [fonts, logo] = await Promise.all([readFonts(), logoDataUrl()])
  await mkdir(join(distDir, 'social'), { recursive: true })
  await mkdir(cacheDir, { recursive: true })
  const used = new Set<string>()
  let drawn = 0
  // satori runs on the main thread; resvg's renderAsync on libuv's pool, so they overlap.
  await inParallel(cards, availableParallelism(), async (card) => {
    const svg = await satori(socialCardLayout(card, logo), { ...socialImageSize, fonts })
    const cached = join(cacheDir, `${createHash('sha256').update(svg).digest('hex')}.png`)
    used.add(cached)
    const target = join(distDir, socialImagePath(card.path))
    const copied = await copyFile(cached, target).then(
      () => true,
      () => false,
    )
    if (copied) return
    const png = (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng()
    await Promise.all([writeFile(target, png), writeFile(cached, png)])
    drawn += 1
  })
  // Cards of titles or designs no longer built.
  for (const file of await readdir(cacheDir))
    if (!used.has(join(cacheDir, file))) await rm(join(cacheDir, file), { force: true })
  return { drawn, cached: cards.length - drawn }
}

/** The prerender's hook: a card for every public route, titled as the page is. */
export async function writeSocialImages(distDir: string, routes: AppRoute[]) {
  const started = performance.now()
  const cards = await Promise.all(
    routes.map(async (route) => ({ path: route.path, title: (await route.copy()).head.title })),
  )
  const { drawn, cached } = await writeSocialCards(distDir, cards)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`social cards: ${drawn} drawn, ${cached} from cache, in ${seconds} s`)
}

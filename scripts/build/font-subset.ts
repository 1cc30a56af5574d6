// Inter cut down to what the site sets: the characters its source text uses (plus printable
// ASCII, for whatever a visitor types), the weights 400-800 it styles with, and the OpenType
// features a browser applies by default (and `tnum`, for `tabular-nums`). The first view of every
// page fetches this file; any other Latin character still comes from the whole file, through the
// second @font-face rule in src/index.css, only on a page that shows one.
// After changing the text or updating @fontsource-variable/inter: tsx scripts/build/font-subset.ts, which
// writes src/assets/fonts/inter-subset.woff2 and both faces' unicode-range in src/index.css
// (scripts/build/font-subset.test.ts fails until then).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { format, resolveConfig } from 'prettier'
import subsetFont from 'subset-font'

const root = resolve(import.meta.dirname, '../..')

export const interSourceFile = join(
  root,
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
)
export const interSubsetFile = join(root, 'src/assets/fonts/inter-subset.woff2')
export const fontCssFile = join(root, 'src/index.css')

/** font-weight of both Inter faces: Tailwind's font-normal to font-extrabold. */
export const interWeights = { min: 400, max: 800 }

const defaultFeatures = ['ccmp', 'locl', 'rlig', 'rclt', 'rvrn', 'mark', 'mkmk']
const textFeatures = ['kern', 'liga', 'clig', 'calt', 'tnum']

// The @font-face ranges of the whole Latin file as @fontsource-variable/inter declares them, less
// the control characters: a newline in a text area should fetch nothing.
const latinRanges = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
] as const

const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index)
// Spaces that Intl puts into en-US dates and times ("9:00 AM" has U+202F), and the no-break space.
const spacesFromFormatting = [0x00a0, 0x2009, 0x202f]

function sourceTextFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceTextFiles(path)
    const isText = /\.(ts|tsx|css|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
    return isText ? [path] : []
  })
}

/** Every code point the site's source text (content, pages, components, the app) writes. */
export function codePointsInSource(): Set<number> {
  const codePoints = new Set<number>()
  for (const file of [...sourceTextFiles(join(root, 'src')), join(root, 'index.html')]) {
    const text = readFileSync(file, 'utf8').replace(/\\u\{?([0-9a-fA-F]{4,6})\}?/g, (_, hex) =>
      String.fromCodePoint(parseInt(hex, 16)),
    )
    for (const character of text) codePoints.add(character.codePointAt(0)!)
  }
  return codePoints
}

/** The code points a font maps to glyphs (its cmap), read from a TrueType/OpenType file. */
export function mappedCodePoints(sfnt: Buffer): Set<number> {
  const tableCount = sfnt.readUInt16BE(4)
  let cmap = -1
  for (let table = 0; table < tableCount; table++) {
    const record = 12 + table * 16
    if (sfnt.toString('latin1', record, record + 4) === 'cmap') cmap = sfnt.readUInt32BE(record + 8)
  }
  if (cmap < 0) throw new Error('the font has no cmap table')
  const codePoints = new Set<number>()
  for (let encoding = 0; encoding < sfnt.readUInt16BE(cmap + 2); encoding++) {
    const subtable = cmap + sfnt.readUInt32BE(cmap + 4 + encoding * 8 + 4)
    const format = sfnt.readUInt16BE(subtable)
    if (format === 4) {
      const segments = sfnt.readUInt16BE(subtable + 6) / 2
      const ends = subtable + 14
      const starts = ends + segments * 2 + 2
      const deltas = starts + segments * 2
      const rangeOffsets = deltas + segments * 2
      for (let segment = 0; segment < segments; segment++) {
        const start = sfnt.readUInt16BE(starts + segment * 2)
        const end = sfnt.readUInt16BE(ends + segment * 2)
        const delta = sfnt.readUInt16BE(deltas + segment * 2)
        const rangeOffsetAt = rangeOffsets + segment * 2
        const rangeOffset = sfnt.readUInt16BE(rangeOffsetAt)
        for (let codePoint = start; codePoint <= end && codePoint !== 0xffff; codePoint++) {
          // Glyph 0 is .notdef: the code point is not really there.
          const fromArray = () =>
            sfnt.readUInt16BE(rangeOffsetAt + rangeOffset + (codePoint - start) * 2)
          const isMapped =
            rangeOffset === 0 ? ((codePoint + delta) & 0xffff) !== 0 : fromArray() !== 0
          if (isMapped) codePoints.add(codePoint)
        }
      }
    } else if (format === 12) {
      for (let group = 0; group < sfnt.readUInt32BE(subtable + 12); group++) {
        const at = subtable + 16 + group * 12
        const end = sfnt.readUInt32BE(at + 4)
        for (let codePoint = sfnt.readUInt32BE(at); codePoint <= end; codePoint++)
          codePoints.add(codePoint)
      }
    }
  }
  return codePoints
}

/** A font's cmap: subset it to every code point there is and read what stays. */
export async function fontCodePoints(font: Buffer): Promise<Set<number>> {
  let everything = ''
  for (let codePoint = 0x20; codePoint <= 0x2fff; codePoint++)
    everything += String.fromCodePoint(codePoint)
  everything += '\ufeff\ufffd'
  return mappedCodePoints(await subsetFont(font, everything, { targetFormat: 'sfnt' }))
}

/** What goes into the subset: code points the source writes, that the Latin file has. */
export async function subsetCodePoints(): Promise<number[]> {
  const available = await fontCodePoints(readFileSync(interSourceFile))
  const wanted = new Set([...printableAscii, ...spacesFromFormatting, ...codePointsInSource()])
  return [...wanted].filter((codePoint) => available.has(codePoint)).sort((a, b) => a - b)
}

export async function makeInterSubset(codePoints: number[]): Promise<Buffer> {
  return subsetFont(readFileSync(interSourceFile), String.fromCodePoint(...codePoints), {
    targetFormat: 'woff2',
    keepFeatures: [...defaultFeatures, ...textFeatures],
    variationAxes: { wght: interWeights },
  })
}

/** A CSS unicode-range value: U+20-7E, U+A0, ... */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b)
  const ranges: string[] = []
  for (let index = 0; index < sorted.length;) {
    let last = index
    while (last + 1 < sorted.length && sorted[last + 1] === sorted[last]! + 1) last++
    const hex = (codePoint: number) => codePoint.toString(16).toUpperCase()
    ranges.push(
      last === index
        ? `U+${hex(sorted[index]!)}`
        : `U+${hex(sorted[index]!)}-${hex(sorted[last]!)}`,
    )
    index = last + 1
  }
  return ranges.join(', ')
}

/** The unicode-range of the subset's face and of the whole file's face (the rest of Latin). */
export function interUnicodeRanges(subset: number[]) {
  const inSubset = new Set(subset)
  const rest: number[] = []
  for (const [first, last] of latinRanges)
    for (let codePoint = first; codePoint <= last; codePoint++)
      if (!inSubset.has(codePoint)) rest.push(codePoint)
  return { subset: unicodeRange(subset), rest: unicodeRange(rest) }
}

/** src/index.css with the unicode-range of the face whose src names `fileName` replaced. */
export function withUnicodeRange(css: string, fileName: string, range: string): string {
  const face = new RegExp(
    `(@font-face \\{[^}]*${fileName.replace('.', '\\.')}[^}]*unicode-range:)[^;]*;`,
  )
  if (!face.test(css)) throw new Error(`no @font-face with unicode-range names ${fileName}`)
  return css.replace(face, (_, head: string) => `${head} ${range};`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const codePoints = await subsetCodePoints()
  const subset = await makeInterSubset(codePoints)
  writeFileSync(interSubsetFile, subset)
  const ranges = interUnicodeRanges(codePoints)
  let css = readFileSync(fontCssFile, 'utf8')
  css = withUnicodeRange(css, 'inter-subset.woff2', ranges.subset)
  css = withUnicodeRange(css, 'inter-latin-wght-normal.woff2', ranges.rest)
  writeFileSync(
    fontCssFile,
    await format(css, { ...(await resolveConfig(fontCssFile)), filepath: fontCssFile }),
  )
  const sourceSize = readFileSync(interSourceFile).length
  console.log(
    `${relative(root, interSubsetFile)}: ${codePoints.length} characters, ` +
      `${subset.length} bytes (the whole Latin file: ${sourceSize}); unicode-ranges in src/index.css`,
  )
}

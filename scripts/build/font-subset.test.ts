import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  codePointsInSource,
  fontCodePoints,
  fontCssFile,
  interSourceFile,
  interSubsetFile,
  interUnicodeRanges,
  makeInterSubset,
  subsetCodePoints,
  unicodeRange,
} from './font-subset'

const remedy = 'run `npx tsx scripts/build/font-subset.ts`'

/** The unicode-range of the @font-face whose src names `fileName`, spaces collapsed. */
function declaredRange(fileName: string) {
  const css = readFileSync(fontCssFile, 'utf8')
  const face = css.split('@font-face').find((rule) => rule.includes(fileName))
  return face
    ?.match(/unicode-range:([^;]*);/)?.[1]
    ?.replace(/\s+/g, ' ')
    .trim()
}

describe('the Inter subset', () => {
  it('has a glyph for every character the source text uses that Inter has', async () => {
    const inSubset = await fontCodePoints(readFileSync(interSubsetFile))
    const inInter = await fontCodePoints(readFileSync(interSourceFile))
    const missing = [...codePointsInSource()].filter(
      (codePoint) => codePoint >= 0x20 && inInter.has(codePoint) && !inSubset.has(codePoint),
    )
    expect(
      missing.map((codePoint) => String.fromCodePoint(codePoint)),
      remedy,
    ).toEqual([])
  })

  it('is the file the script makes from today’s text and font (not stale)', async () => {
    const made = await makeInterSubset(await subsetCodePoints())
    expect(made.equals(readFileSync(interSubsetFile)), remedy).toBe(true)
  })

  it('keeps the weights the site uses', async () => {
    const css = readFileSync(fontCssFile, 'utf8')
    for (const face of css.split('@font-face').filter((rule) => /family: 'Inter';/.test(rule)))
      expect(face).toMatch(/font-weight: 400 800;/)
  })

  it('is declared in src/index.css with its characters, and the whole file with the rest', async () => {
    const ranges = interUnicodeRanges(await subsetCodePoints())
    expect(declaredRange('inter-subset.woff2'), remedy).toBe(ranges.subset)
    expect(declaredRange('inter-latin-wght-normal.woff2'), remedy).toBe(ranges.rest)
  })
})

describe('unicodeRange', () => {
  it('joins runs of code points', () => {
    expect(unicodeRange([0x41, 0x20, 0x21, 0x22, 0xa0, 0x2013, 0x2014])).toBe(
      'U+20-22, U+41, U+A0, U+2013-2014',
    )
  })
})

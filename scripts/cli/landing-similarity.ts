// Reports how alike the landing pages' texts are: Jaccard similarity over word 5-grams,
// for every pair of pages. Near-identical city pages read as doorway pages to search engines.
// Usage: tsx scripts/cli/landing-similarity.ts [--top N]
import { pathToFileURL } from 'node:url'
import { landingPages } from '../../src/content/landing-pages'
import type { LandingPage } from '../../src/content/types'

/** Every string in the page's content, in order: the words a visitor reads. */
export function landingPageText(page: LandingPage): string {
  const strings: string[] = []
  const walk = (value: unknown, key?: string) => {
    if (key === 'city' || key === 'service' || key === 'layout' || key === 'icon') return
    if (typeof value === 'string') strings.push(value)
    else if (Array.isArray(value)) value.forEach((item) => walk(item))
    else if (value && typeof value === 'object')
      Object.entries(value).forEach(([childKey, child]) => walk(child, childKey))
  }
  walk(page)
  return strings.join(' ')
}

export function shingles(text: string, size = 5): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9%'-]+/g) ?? []
  const result = new Set<string>()
  for (let i = 0; i + size <= words.length; i++) result.add(words.slice(i, i + size).join(' '))
  return result
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0
  for (const gram of a) if (b.has(gram)) shared++
  const union = a.size + b.size - shared
  return union === 0 ? 0 : shared / union
}

export interface SimilarityPair {
  a: string
  b: string
  similarity: number
}

/** All pairs, most similar first. */
export function rankPairs(pages: { name: string; text: string }[]): SimilarityPair[] {
  const sets = pages.map((page) => ({ name: page.name, grams: shingles(page.text) }))
  const pairs: SimilarityPair[] = []
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++)
      pairs.push({
        a: sets[i]!.name,
        b: sets[j]!.name,
        similarity: jaccard(sets[i]!.grams, sets[j]!.grams),
      })
  return pairs.sort((x, y) => y.similarity - x.similarity)
}

export async function loadLandingTexts() {
  const pages: { name: string; text: string; words: number }[] = []
  for (const landingPage of landingPages) {
    const text = landingPageText(await landingPage.load())
    const name = `${landingPage.city.slug}/${landingPage.service.slug}`
    pages.push({ name, text, words: text.split(/\s+/).length })
  }
  return pages
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const topIndex = process.argv.indexOf('--top')
  const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 10
  const pages = await loadLandingTexts()
  const pairs = rankPairs(pages)
  const words = pages.map((page) => page.words)
  console.log(
    `${pages.length} landing pages, ${Math.min(...words)}-${Math.max(...words)} words each`,
  )
  console.log(`max pairwise Jaccard (word 5-grams): ${(pairs[0]?.similarity ?? 0).toFixed(4)}`)
  for (const pair of pairs.slice(0, top))
    console.log(`  ${pair.similarity.toFixed(4)}  ${pair.a}  ~  ${pair.b}`)
}

// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { business } from './business'
import { resolve } from 'node:path'
import { landingFileProblems } from '../../scripts/build/landing-files'
import { landingPageCount, landingPath } from './landing-catalog'
import { landingPages } from './landing-pages'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('content', () => {
  it('has a content file for every city and service of the catalog, and no other', () => {
    expect(landingFileProblems(resolve(import.meta.dirname, '../..'))).toEqual([])
  })

  it('has every landing page, each matching its file name and with a unique description', async () => {
    expect(landingPages).toHaveLength(landingPageCount)
    const descriptions = new Set<string>()
    for (const ref of landingPages) {
      const page = await ref.load()
      expect(landingPath(page.city, page.service)).toBe(ref.path)
      expect(page.heading, ref.path).toContain(ref.city.name)
      descriptions.add(page.description)
    }
    expect(descriptions.size).toBe(landingPageCount)
  })

  it('shows one phone number and one e-mail, written only in business.ts', () => {
    const digits = business.phone.e164.slice(-10)
    const phonePattern = /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/
    for (const file of sourceFiles(join(import.meta.dirname, '..'))) {
      if (file.endsWith('business.ts')) continue
      const text = readFileSync(file, 'utf8')
      expect(text, file).not.toMatch(phonePattern)
      expect(text, file).not.toContain(digits)
      expect(text, file).not.toMatch(/[\w.+-]+@[\w-]+\.(com|net|org)\b/)
    }
  })
})

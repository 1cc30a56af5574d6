import { resolve } from 'node:path'
import { publicRoutes } from '../../src/app/routes'
import { contentFiles, parseGitLog, sitemapXml } from './sitemap'

const root = resolve(import.meta.dirname, '../..')
const route = (path: string) => {
  const found = publicRoutes.find((candidate) => candidate.path === path)
  if (!found) throw new Error(`${path} is not a public route`)
  return found
}

describe('sitemap lastmod', () => {
  it('dates a fixed page by the content modules its page imports', () => {
    const files = contentFiles(root, route('/about'))
    expect(files).toEqual(
      expect.arrayContaining([
        'src/content/about.ts',
        'src/content/business.ts',
        'src/content/team.ts',
        'src/content/testimonials.ts',
      ]),
    )
  })

  it('dates a landing page by its own file, not the types its page imports', () => {
    expect(contentFiles(root, route('/folsom-lawn-care'))).toEqual([
      'src/content/business.ts',
      'src/content/landing-pages/folsom/lawn-care.ts',
    ])
  })

  it('finds content for every public route', () => {
    for (const publicRoute of publicRoutes)
      expect(contentFiles(root, publicRoute).length).toBeGreaterThan(1)
  })

  it("takes each file's newest commit from one git log", () => {
    const log = [
      '',
      '2026-11-25T23:22:10+00:00\n\nsrc/content/home.ts\nsrc/content/business.ts\n',
      '2026-11-20T08:00:00-08:00\n\nsrc/content/home.ts\nsrc/content/about.ts\n',
    ].join('\0')
    expect(Object.fromEntries(parseGitLog(log))).toEqual({
      'src/content/home.ts': '2026-11-25T23:22:10+00:00',
      'src/content/business.ts': '2026-11-25T23:22:10+00:00',
      'src/content/about.ts': '2026-11-20T08:00:00-08:00',
    })
  })

  it('writes lastmod only where a date is known', () => {
    expect(
      sitemapXml([
        { loc: 'https://www.example.com/', lastmod: '2026-11-25T23:22:10+00:00' },
        { loc: 'https://www.example.com/about' },
      ]),
    ).toContain(
      '  <url><loc>https://www.example.com/</loc><lastmod>2026-11-25T23:22:10+00:00</lastmod></url>\n' +
        '  <url><loc>https://www.example.com/about</loc></url>\n',
    )
  })
})

// dist/sitemap.xml: every public route, with `lastmod` the date of the newest commit that changed
// the words it shows, so search engines recrawl a page when its content changed and not on every
// deploy. A route's words are the content modules its page imports, its landing file, and
// business.ts (the phone, hours and figures every page shows).
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AppRoute } from '../../src/app/routes'
import { business } from '../../src/content/business'
import { routeModules } from './route-assets'

const businessFile = 'src/content/business.ts'

/** The content modules a page file imports for their values (`import type` carries no words). */
function contentImports(root: string, pageFile: string): string[] {
  const source = readFileSync(join(root, pageFile), 'utf8')
  // `[^'"]*?` keeps one match inside one statement: it cannot run past another import's quotes.
  const imports = source.matchAll(/^import\s+(type\s)?[^'"]*?\sfrom\s+'@\/content\/([^']+)'/gm)
  return [...imports]
    .filter(([, typeOnly]) => !typeOnly)
    .map(([, , module]) => {
      const file = [`src/content/${module}.ts`, `src/content/${module}/index.ts`].find((path) =>
        existsSync(join(root, path)),
      )
      if (!file) throw new Error(`${pageFile}: no file for '@/content/${module}'`)
      return file
    })
}

/** The files, relative to root, whose last change dates the route's content. */
export function contentFiles(root: string, route: AppRoute): string[] {
  const files = routeModules(route.path).flatMap((file) =>
    file.startsWith('src/pages/') ? contentImports(root, file) : [file],
  )
  return [...new Set([...files, businessFile])].sort()
}

/** Reads `git log --format=%x00%cI --name-only`: each file's first (newest) commit date. */
export function parseGitLog(output: string): Map<string, string> {
  const dates = new Map<string, string>()
  for (const commit of output.split('\0').filter(Boolean)) {
    const [date = '', ...files] = commit.split('\n').map((line) => line.trim())
    for (const file of files) if (file && !dates.has(file)) dates.set(file, date)
  }
  return dates
}

/**
 * Each file's newest commit date, in one `git log` pass. Without git (a build from an archive)
 * it is empty, and the sitemap leaves lastmod out rather than claim every page changed today.
 */
export function commitDates(root: string, files: string[]): Map<string, string> {
  try {
    const output = execFileSync(
      'git',
      ['log', '--format=%x00%cI', '--name-only', '--relative', '--', ...files],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 },
    )
    return parseGitLog(output)
  } catch {
    console.warn('sitemap: git history unavailable, so no lastmod dates')
    return new Map()
  }
}

/** The newest of the dates (ISO 8601, all from one `git log`, so they compare as instants). */
function newest(dates: (string | undefined)[]) {
  const known = dates.filter((date): date is string => Boolean(date))
  return known.sort((a, b) => Date.parse(b) - Date.parse(a))[0]
}

export function sitemapXml(urls: { loc: string; lastmod?: string }[]) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      ({ loc, lastmod }) =>
        `  <url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n')
}

/** The sitemap of the routes, dated from the project's git history. */
export function sitemap(root: string, routes: AppRoute[]) {
  const filesByRoute = routes.map((route) => contentFiles(root, route))
  const dates = commitDates(root, [...new Set(filesByRoute.flat())])
  return sitemapXml(
    routes.map((route, index) => ({
      loc: new URL(route.path, business.siteUrl).href,
      lastmod: newest((filesByRoute[index] ?? []).map((file) => dates.get(file))),
    })),
  )
}

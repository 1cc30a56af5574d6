// The `_redirects` file the static host reads from dist/: every page's file path
// (/gallery/index.html, /index.html) answers 301 to the page's one address (/gallery, /), so
// search engines see no duplicate pages. The build writes it (scripts/prerender.ts) and
// `npm run preview` applies it (scripts/serve-static.ts), as it does dist/_headers.
//
// Netlify serves an existing file instead of following a rule unless the status ends in `!`
// (forced). Cloudflare Pages refuses `301!` and skips those lines with a warning; it already
// redirects `/x/index.html` away by itself.

export interface RedirectRule {
  /** An exact URL path: these rules need no splats or placeholders. */
  from: string
  to: string
}

/** The file path of each page in `htmlPaths` (`/`, `/gallery`, ...) to its clean address. */
export function duplicatePathRedirects(htmlPaths: string[]): RedirectRule[] {
  return htmlPaths
    .filter((path) => !path.endsWith('.html'))
    .map((path) => ({ from: path === '/' ? '/index.html' : `${path}/index.html`, to: path }))
}

export function formatRedirectsFile(rules: RedirectRule[], comment: string): string {
  const lines = rules.map(({ from, to }) => `${from} ${to} 301!`)
  return `${comment.replace(/^/gm, '# ')}\n\n${lines.join('\n')}\n`
}

/** Reads what formatRedirectsFile writes: `from to 301!` lines and `#` comments. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  const rules: RedirectRule[] = []
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim()
    if (trimmed === '' || trimmed.startsWith('#')) continue
    const [from, to, status, ...rest] = trimmed.split(/\s+/)
    if (!from?.startsWith('/') || !to?.startsWith('/') || status !== '301!' || rest.length > 0)
      throw new Error(`_redirects line ${index + 1}: not "/from /to 301!": ${trimmed}`)
    rules.push({ from, to })
  }
  return rules
}

/** Where a request path is redirected, with its query string kept; undefined when it is not. */
export function redirectLocation(rules: RedirectRule[], url: string): string | undefined {
  const [pathname = '/', query] = url.split('?')
  const rule = rules.find(({ from }) => from === pathname)
  if (!rule) return undefined
  return query === undefined ? rule.to : `${rule.to}?${query}`
}

// The `_headers` file format that Netlify and Cloudflare Pages read from the publish directory:
// a path pattern on its own line, then indented `Name: value` lines; `#` starts a comment.
// The build writes it (scripts/build/prerender.ts) and the preview server applies it
// (scripts/build/serve-static.ts), so the e2e tests run under the headers production sends.

export interface HeaderRule {
  /** A URL path; `*` matches any characters (slashes included), `:name` one path segment. */
  pattern: string
  headers: Record<string, string>
}

export function formatHeadersFile(rules: HeaderRule[], comment: string): string {
  const blocks = rules.map(({ pattern, headers }) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  )
  return `${comment.replace(/^/gm, '# ')}\n\n${blocks.join('\n\n')}\n`
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim()
    if (trimmed === '' || trimmed.startsWith('#')) continue
    const problem = (reason: string) => new Error(`_headers line ${index + 1}: ${reason}`)
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/')) throw problem(`a path must start with "/": ${trimmed}`)
      rules.push({ pattern: trimmed, headers: {} })
      continue
    }
    const rule = rules.at(-1)
    if (!rule) throw problem('a header before any path')
    // Cloudflare's `! Name` (detach) has no Netlify equivalent; the rules never need it.
    const separator = trimmed.indexOf(':')
    if (trimmed.startsWith('!') || separator < 1) throw problem(`not "Name: value": ${trimmed}`)
    const name = trimmed.slice(0, separator).trim()
    const value = trimmed.slice(separator + 1).trim()
    rule.headers[name] =
      rule.headers[name] === undefined ? value : `${rule.headers[name]}, ${value}`
  }
  return rules
}

function patternToRegExp(pattern: string) {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '.*'
      if (part.startsWith(':')) return '[^/]+'
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  return new RegExp(`^${source}$`)
}

export function matchesPattern(pattern: string, path: string) {
  return patternToRegExp(pattern).test(path)
}

/**
 * The headers for a request path: every matching rule applies. A header set by two matching
 * rules is joined with ", " as Cloudflare Pages does (Netlify keeps one of them instead), so
 * the generated rules never set one header twice for a path (hosting-headers.test.ts).
 */
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string> {
  const merged = new Map<string, { name: string; value: string }>()
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, path)) continue
    for (const [name, value] of Object.entries(rule.headers)) {
      const previous = merged.get(name.toLowerCase())
      merged.set(name.toLowerCase(), {
        name: previous?.name ?? name,
        value: previous ? `${previous.value}, ${value}` : value,
      })
    }
  }
  return Object.fromEntries([...merged.values()].map(({ name, value }) => [name, value]))
}

import { headersForPath, matchesPattern, parseHeadersFile, formatHeadersFile } from './headers-file'
import { scriptHashSource } from './entry-loader'
import { contentSecurityPolicy, hostingHeaderRules } from './hosting-headers'

const supabaseUrl = 'https://abcdefgh.supabase.co'
const publicPaths = ['/', '/gallery', '/folsom-lawn-care']
const privatePaths = ['/auth', '/admin']
const htmlPaths = [...publicPaths, ...privatePaths]
const rules = hostingHeaderRules({ supabaseUrl, publicPaths, privatePaths })

function directives(policy: string) {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources]
    }),
  )
}

describe('the hosting headers', () => {
  it('lets the app connect to itself and the Supabase project it was built with, only', () => {
    const policy = directives(contentSecurityPolicy(`${supabaseUrl}/`))
    expect(policy.get('connect-src')).toEqual(["'self'", supabaseUrl])
    expect(directives(contentSecurityPolicy(undefined)).get('connect-src')).toEqual(["'self'"])
  })

  it("shows images of the site, of a visitor's chosen photos and of the project's Storage", () => {
    const policy = directives(contentSecurityPolicy(supabaseUrl))
    expect(policy.get('img-src')).toEqual(["'self'", 'blob:', supabaseUrl])
    expect(directives(contentSecurityPolicy(undefined)).get('img-src')).toEqual(["'self'", 'blob:'])
  })

  it('runs scripts from the site only, and locks framing, base, objects and forms', () => {
    const policy = directives(contentSecurityPolicy(supabaseUrl))
    expect(policy.get('script-src')).toEqual(["'self'"])
    const inline = directives(contentSecurityPolicy(supabaseUrl, ['console.log(1)']))
    expect(inline.get('script-src')).toEqual(["'self'", scriptHashSource('console.log(1)')])
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(contentSecurityPolicy(supabaseUrl)).not.toMatch(/unsafe-eval|script-src[^;]*unsafe/)
  })

  it('caches hashed assets for a year and makes every page revalidate', () => {
    expect(headersForPath(rules, '/assets/index-BCHx1VV3.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    )
    // no-cache, never no-store: a page sent with no-store is kept out of the back/forward cache.
    for (const path of htmlPaths)
      expect(headersForPath(rules, path)['Cache-Control']).toBe('no-cache')
  })

  it('names the Speculation Rules on public pages only, served with their media type', () => {
    for (const path of publicPaths)
      expect(headersForPath(rules, path)['Speculation-Rules'], path).toBe(
        '"/speculation-rules.json"',
      )
    for (const path of [...privatePaths, '/assets/a.js', '/no-such-page'])
      expect(headersForPath(rules, path)['Speculation-Rules'], path).toBeUndefined()
    expect(headersForPath(rules, '/speculation-rules.json')['Content-Type']).toBe(
      'application/speculationrules+json',
    )
  })

  it('sends the security headers on every path, unknown ones too', () => {
    for (const path of [...htmlPaths, '/assets/a.js', '/no-such-page', '/a/b/c']) {
      expect(Object.keys(headersForPath(rules, path))).toEqual(
        expect.arrayContaining([
          'Content-Security-Policy',
          'Strict-Transport-Security',
          'X-Content-Type-Options',
          'Referrer-Policy',
          'Permissions-Policy',
        ]),
      )
    }
  })

  // Netlify keeps one value of a header two rules set, Cloudflare Pages joins them: the file
  // means the same on both only if no path gets one header from two rules.
  it('never sets one header twice for a path', () => {
    for (const path of [...htmlPaths, '/assets/a.js', '/speculation-rules.json', '/no-such-page']) {
      const names = rules
        .filter((rule) => matchesPattern(rule.pattern, path))
        .flatMap((rule) => Object.keys(rule.headers).map((name) => name.toLowerCase()))
      expect(names, path).toEqual([...new Set(names)])
    }
  })

  it('survives the round trip through dist/_headers', () => {
    expect(parseHeadersFile(formatHeadersFile(rules, 'Generated.'))).toEqual(rules)
  })
})

import {
  formatHeadersFile,
  headersForPath,
  matchesPattern,
  parseHeadersFile,
  type HeaderRule,
} from './headers-file'

const sample = `# Security first
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'; connect-src 'self' https://a.supabase.co

/assets/*
  Cache-Control: public, max-age=31536000, immutable
/:page
\tX-Page: one segment
`

describe('the _headers file', () => {
  it('parses path patterns and their indented headers, skipping comments and blank lines', () => {
    expect(parseHeadersFile(sample)).toEqual([
      {
        pattern: '/*',
        headers: {
          'X-Frame-Options': 'DENY',
          // Only the first colon separates the name from the value.
          'Content-Security-Policy': "default-src 'self'; connect-src 'self' https://a.supabase.co",
        },
      },
      { pattern: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
      { pattern: '/:page', headers: { 'X-Page': 'one segment' } },
    ])
  })

  it('reads back what it writes', () => {
    const rules: HeaderRule[] = [
      { pattern: '/*', headers: { 'X-Content-Type-Options': 'nosniff' } },
      { pattern: '/', headers: { 'Cache-Control': 'no-cache' } },
    ]
    const text = formatHeadersFile(rules, 'Generated.\nSecond line.')
    expect(text.startsWith('# Generated.\n# Second line.\n\n/*\n  X-Content-Type-Options')).toBe(
      true,
    )
    expect(parseHeadersFile(text)).toEqual(rules)
  })

  it('joins a header repeated in one rule, as the hosts do', () => {
    expect(parseHeadersFile('/a\n  Vary: Accept\n  Vary: Origin\n')).toEqual([
      { pattern: '/a', headers: { Vary: 'Accept, Origin' } },
    ])
  })

  it('rejects what the hosts would reject or read differently', () => {
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow('line 1: a header before any path')
    expect(() => parseHeadersFile('assets/*\n  X-A: 1\n')).toThrow('must start with "/"')
    expect(() => parseHeadersFile('/a\n  no colon\n')).toThrow('line 2: not "Name: value"')
    expect(() => parseHeadersFile('/a\n  ! Cache-Control\n')).toThrow('not "Name: value"')
  })
})

describe('matching a request path', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/assets/app.js', true],
    ['/assets/*', '/assets/app-Bx1.js', true],
    ['/assets/*', '/assets', false],
    ['/assets/*', '/gallery', false],
    ['/', '/', true],
    ['/', '/gallery', false],
    ['/gallery', '/gallery', true],
    ['/gallery', '/gallery-extra', false],
    ['/404.html', '/404xhtml', false],
    ['/:page', '/gallery', true],
    ['/:page', '/assets/app.js', false],
    ['/*.svg', '/icons/leaf.svg', true],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(matchesPattern(pattern, path)).toBe(expected)
  })

  it('applies every matching rule', () => {
    const rules = parseHeadersFile(sample)
    expect(headersForPath(rules, '/assets/app.js')).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': expect.stringContaining("default-src 'self'") as string,
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
    expect(headersForPath(rules, '/gallery')).toMatchObject({ 'X-Page': 'one segment' })
    expect(headersForPath(rules, '/gallery')).not.toHaveProperty('Cache-Control')
  })

  it('joins one header set by two matching rules, whatever its case', () => {
    const rules = parseHeadersFile(
      '/*\n  Cache-Control: no-cache\n/a\n  cache-control: max-age=1\n',
    )
    expect(headersForPath(rules, '/a')).toEqual({ 'Cache-Control': 'no-cache, max-age=1' })
  })
})

import {
  duplicatePathRedirects,
  formatRedirectsFile,
  parseRedirectsFile,
  redirectLocation,
} from './hosting-redirects'

const htmlPaths = ['/', '/gallery', '/folsom-lawn-care', '/auth', '/404.html']

describe('duplicate path redirects', () => {
  it("send each page's file path to its address, and leave 404.html alone", () => {
    expect(duplicatePathRedirects(htmlPaths)).toEqual([
      { from: '/index.html', to: '/' },
      { from: '/gallery/index.html', to: '/gallery' },
      { from: '/folsom-lawn-care/index.html', to: '/folsom-lawn-care' },
      { from: '/auth/index.html', to: '/auth' },
    ])
  })

  it('are written as forced 301s, which Netlify follows although the file exists', () => {
    const text = formatRedirectsFile(duplicatePathRedirects(['/', '/gallery']), 'Generated.')
    expect(text).toBe('# Generated.\n\n/index.html / 301!\n/gallery/index.html /gallery 301!\n')
  })

  it('read back as written', () => {
    const rules = duplicatePathRedirects(htmlPaths)
    expect(parseRedirectsFile(formatRedirectsFile(rules, 'a\nb'))).toEqual(rules)
  })

  it('refuse a line the preview would not apply as the host does', () => {
    expect(() => parseRedirectsFile('/old /new 302')).toThrow('line 1')
    expect(() => parseRedirectsFile('# ok\n/a/index.html /a 301!\n/x')).toThrow('line 3')
  })

  it('answer the exact path only, keeping the query string', () => {
    const rules = duplicatePathRedirects(htmlPaths)
    expect(redirectLocation(rules, '/index.html')).toBe('/')
    expect(redirectLocation(rules, '/gallery/index.html?utm_source=x')).toBe(
      '/gallery?utm_source=x',
    )
    expect(redirectLocation(rules, '/gallery')).toBeUndefined()
    expect(redirectLocation(rules, '/404.html')).toBeUndefined()
  })
})

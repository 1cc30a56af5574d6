import { cleanUrlRedirect, pageFile } from './page-files'

const pages = new Set(['/', '/gallery', '/folsom-lawn-care', '/auth', '/404'])
const hasPage = (path: string) => pages.has(path)

describe('page files', () => {
  it('write each address to one file, named as both hosts serve it without a slash', () => {
    expect(pageFile('/')).toBe('index.html')
    expect(pageFile('/gallery')).toBe('gallery.html')
    expect(pageFile('/folsom-lawn-care')).toBe('folsom-lawn-care.html')
    expect(() => pageFile('gallery')).toThrow('Not a site path')
  })
})

describe('the clean-URL redirects', () => {
  it('send the file name and the slash form of a page to its address, keeping the query', () => {
    expect(cleanUrlRedirect('/index.html', hasPage)).toBe('/')
    expect(cleanUrlRedirect('/gallery.html', hasPage)).toBe('/gallery')
    expect(cleanUrlRedirect('/gallery/', hasPage)).toBe('/gallery')
    expect(cleanUrlRedirect('/folsom-lawn-care.html?utm_source=x', hasPage)).toBe(
      '/folsom-lawn-care?utm_source=x',
    )
    expect(cleanUrlRedirect('/auth/?next=1', hasPage)).toBe('/auth?next=1')
  })

  it('leave addresses, assets and unknown paths alone, as Cloudflare Pages does', () => {
    for (const url of ['/', '/gallery', '/gallery?x=1', '/assets/a.js', '/nope/', '/nope.html'])
      expect(cleanUrlRedirect(url, hasPage), url).toBeUndefined()
    // No directory pages: the old form is a 404, not a redirect.
    expect(cleanUrlRedirect('/gallery/index.html', hasPage)).toBeUndefined()
    expect(cleanUrlRedirect('/gallery//', hasPage)).toBeUndefined()
  })
})

// One URL form for every page, the one both hosts serve with a 200: /gallery, written to
// dist/gallery.html. Cloudflare Pages serves a file x.html at /x and redirects /x.html and /x/
// to it with a 308; Netlify, with Pretty URLs on (netlify.toml), serves /x and redirects the
// other two with a 301. A directory page (dist/gallery/index.html) would be served at /gallery/
// only, every link and sitemap entry without the slash costing a redirect.
// `npm run preview` and the e2e suite answer as Cloudflare Pages does (scripts/build/serve-static.ts),
// and e2e/hosting.spec.ts checks that against Cloudflare's own runtime.

/** The file in dist/ a page's address is served from: / → index.html, /gallery → gallery.html. */
export function pageFile(path: string): string {
  if (!path.startsWith('/')) throw new Error(`Not a site path: ${path}`)
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/**
 * Where the host redirects a request (308, query kept), as Cloudflare Pages does for the other
 * forms of a page's address; undefined when it serves or 404s the path as it is.
 * `hasPage(path)` says whether dist/ holds the page file for an address.
 */
export function cleanUrlRedirect(
  url: string,
  hasPage: (path: string) => boolean,
): string | undefined {
  const [pathname = '/', query] = url.split('?')
  const withQuery = (path: string) => (query === undefined ? path : `${path}?${query}`)
  let target: string | undefined
  if (pathname === '/index.html' || pathname === '/index') target = '/'
  else if (pathname.endsWith('.html')) target = pathname.slice(0, -'.html'.length)
  else if (pathname.length > 1 && pathname.endsWith('/') && !pathname.endsWith('//'))
    target = pathname.slice(0, -1)
  return target !== undefined && hasPage(target) ? withQuery(target) : undefined
}

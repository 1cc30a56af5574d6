import { StrictMode, type ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { PageMeta } from '@/components/seo/page-meta'
import { pageStructuredData } from '@/content/structured-data'
import { normalizePath } from '@/lib/paths'
import { routePageElement } from './route-page'
import { appRoutes, notFoundRoute, type AppRoute } from './routes'
import { SiteLayout } from './site-layout'

// React writes the <title>, <meta> and <link> a page renders ahead of the page's markup when
// there is no <html> to hoist them into; the page's render moves that run into <head>.
const hoistedTags = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/

async function renderToString(element: ReactNode) {
  const { prelude } = await prerenderToNodeStream(element, {
    // React outlines large Suspense boundaries (hidden, swapped in by a script); a static page
    // must carry its content inline, readable without JavaScript.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  let html = ''
  for await (const chunk of prelude) html += chunk.toString()
  return html
}

/** What the document at an address holds: the tags of its <head>, and the markup of #root. */
export interface RenderedPage {
  route: AppRoute
  /** 404 for any address that is no page of the site. */
  status: 200 | 404
  head: string
  /** Empty for /auth and /admin, which the browser renders (they depend on the session). */
  html: string
}

/** The business's structured data (JSON-LD) for an indexed page, as a <script> tag. */
async function structuredDataTag(route: AppRoute) {
  const { head, h1 } = await route.copy()
  const jsonLd = pageStructuredData({ path: route.path, head, h1, landingPage: route.landingPage })
  // '<' escaped so no text in the data can close the script element.
  return `<script type="application/ld+json">${JSON.stringify(jsonLd).replaceAll('<', '\\u003c')}</script>`
}

/**
 * Renders the page at any address, as the build writes it to dist/ and the dev server sends it:
 * a public page whole (its lazy chunks awaited), a private page's empty shell with its head tags,
 * and the not-found page for every other address.
 */
export async function renderPage(address: string): Promise<RenderedPage> {
  const path = normalizePath(address)
  const route = appRoutes.find((candidate) => candidate.path === path) ?? notFoundRoute
  if (route.kind === 'private') {
    const { head } = await route.copy()
    return {
      route,
      status: 200,
      head: await renderToString(<PageMeta {...head} path={route.path} noindex />),
      html: '',
    }
  }
  const rendered = await renderToString(
    <StrictMode>
      <SiteLayout path={path}>{routePageElement(route)}</SiteLayout>
    </StrictMode>,
  )
  const pageTags = hoistedTags.exec(rendered)?.[0] ?? ''
  if (!pageTags.includes('<title>')) throw new Error(`${route.path} rendered no <title>`)
  const isIndexed = route.kind === 'public'
  return {
    route,
    status: isIndexed ? 200 : 404,
    head: isIndexed ? `${pageTags}\n    ${await structuredDataTag(route)}` : pageTags,
    html: rendered.slice(pageTags.length),
  }
}

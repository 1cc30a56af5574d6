import { StrictMode, type ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { PageMeta } from '@/components/seo/page-meta'
import { AppRoutes } from './router'
import type { RouteCopy, RouteKind } from './routes'

// React writes the <title>, <meta> and <link> a page renders ahead of the page's markup when
// there is no <html> to hoist them into; the prerender moves that run into <head>.
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

/** Renders one route to HTML, waiting for its lazy chunks: its head tags, then its body. */
export async function render(url: string): Promise<{ head: string; html: string }> {
  const html = await renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  )
  const head = hoistedTags.exec(html)?.[0] ?? ''
  return { head, html: html.slice(head.length) }
}

/** The head tags alone, for the private pages' empty shells. */
export function renderHead(url: string, copy: RouteCopy, kind: RouteKind) {
  return renderToString(
    <StaticRouter location={url}>
      <PageMeta {...copy.head} noindex={kind !== 'public'} />
    </StaticRouter>,
  )
}

import { StrictMode, type ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { PageMeta } from '@/components/seo/page-meta'
import { PublicApp } from './public-app'
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

/** Renders one public page (or the 404 page) to HTML, waiting for its lazy chunks. */
export async function render(path: string): Promise<{ head: string; html: string }> {
  const html = await renderToString(
    <StrictMode>
      <PublicApp path={path} />
    </StrictMode>,
  )
  const head = hoistedTags.exec(html)?.[0] ?? ''
  return { head, html: html.slice(head.length) }
}

/** The head tags alone, for the private pages' empty shells. */
export function renderHead(path: string, copy: RouteCopy, kind: RouteKind) {
  return renderToString(<PageMeta {...copy.head} path={path} noindex={kind !== 'public'} />)
}

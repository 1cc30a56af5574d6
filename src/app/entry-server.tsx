import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { HeadCollectorContext, type PageHead } from '@/components/seo/page-meta'
import { AppRoutes, publicPaths } from './router'

export { publicPaths }

/** Renders one route to HTML, waiting for its lazy chunks, and returns the head it declared. */
export async function render(url: string): Promise<{ html: string; head: PageHead | undefined }> {
  let head: PageHead | undefined
  const collectHead = (declared: PageHead) => (head = declared)
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadCollectorContext value={collectHead}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </HeadCollectorContext>
    </StrictMode>,
    // React outlines large Suspense boundaries (hidden, swapped in by a script); a static page
    // must carry its content inline, readable without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  let html = ''
  for await (const chunk of prelude) html += chunk.toString()
  return { html, head }
}

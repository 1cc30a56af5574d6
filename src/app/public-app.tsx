import { SiteLayout } from '@/components/layout/site-layout'
import { normalizePath } from '@/lib/paths'
import { EstimateRequestProvider } from './estimate-request-provider'
import { routePage } from './route-page'
import { notFoundRoute, publicRoutes, type AppRoute } from './routes'

function pageElement(route: AppRoute) {
  const Page = routePage(route)
  return <Page />
}

const publicPages = new Map(publicRoutes.map((route) => [route.path, pageElement(route)]))
const notFoundPage = pageElement(notFoundRoute)

/**
 * One public page as its own document: prerendered, then hydrated in the browser; any other path
 * gets the not-found page. Links between public pages are plain page loads, so these pages carry
 * no client router (12 kB gzip) and each loads only its own page's code.
 */
export function PublicApp({ path }: { path: string }) {
  const normalized = normalizePath(path)
  return (
    <EstimateRequestProvider>
      <SiteLayout path={normalized}>{publicPages.get(normalized) ?? notFoundPage}</SiteLayout>
    </EstimateRequestProvider>
  )
}

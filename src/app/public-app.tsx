import { SiteLayout } from '@/components/layout/site-layout'
import { normalizePath } from '@/lib/paths'
import { EstimateRequestHost } from './estimate-request-host'
import { routePageElement } from './route-page'
import { notFoundRoute, publicRoutes } from './routes'

const publicPages = new Map(publicRoutes.map((route) => [route.path, routePageElement(route)]))
const notFoundPage = routePageElement(notFoundRoute)

/**
 * One public page, whole: what the build prerenders, and what the dev server renders in the
 * browser. A built page hydrates only its islands (src/app/hydrate-islands.tsx), never this tree.
 * Any path that is no public page gets the not-found page.
 */
export function PublicApp({ path }: { path: string }) {
  const normalized = normalizePath(path)
  return (
    <>
      <SiteLayout path={normalized}>{publicPages.get(normalized) ?? notFoundPage}</SiteLayout>
      <EstimateRequestHost />
    </>
  )
}

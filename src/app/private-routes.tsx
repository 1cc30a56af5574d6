import { useEffect } from 'react'
import { Outlet, Route, Routes, useLocation, useNavigationType } from 'react-router-dom'
import { SiteLayout } from './site-layout'
import PrivateArea from '@/components/providers/private-area'
import { SessionGate } from '@/features/auth/components/session-gate'
import { normalizePath } from '@/lib/paths'
import { EstimateRequestHost } from './estimate-request-host'
import { routePageElement } from './route-page'
import { appRoutes } from './routes'

/**
 * On a move between /auth and /admin: scroll to the top and move focus to the main content, so
 * keyboard and screen-reader users start there as after a page load. Back and Forward (POP, also
 * the first render) keep the browser's own scroll position.
 */
function useNewScreenFocus(pathname: string) {
  const navigationType = useNavigationType()
  useEffect(() => {
    if (navigationType === 'POP') return
    window.scrollTo(0, 0)
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [pathname, navigationType])
}

/**
 * Notes where the visit came from, as every public page does at load (start-public-page.ts).
 * Loaded after the first screen: nothing reads it before a visitor sends a request.
 */
function useVisitAttribution() {
  useEffect(() => {
    import('@/lib/visit-attribution').then(
      ({ recordThisPage }) => recordThisPage(),
      () => {},
    )
  }, [])
}

function PrivateLayout() {
  const pathname = normalizePath(useLocation().pathname)
  useNewScreenFocus(pathname)
  useVisitAttribution()
  return (
    <>
      <SiteLayout path={pathname}>
        <Outlet />
      </SiteLayout>
      <EstimateRequestHost />
    </>
  )
}

const privateScreens = appRoutes
  .filter((route) => route.kind === 'private')
  .map((route) => ({ path: route.path, element: routePageElement(route) }))

/** Any other address is a public page, a document of its own: load it. */
function PageLoad() {
  const { pathname, search, hash } = useLocation()
  useEffect(() => window.location.assign(pathname + search + hash), [pathname, search, hash])
  return null
}

/**
 * /auth and /admin: the signed-in screens, the one part of the site that is an app with a client
 * router. The session gate holds them while a stored session waits for the server (issue 12).
 */
export function PrivateRoutes() {
  return (
    <Routes>
      <Route element={<PrivateLayout />}>
        <Route element={<PrivateArea />}>
          <Route element={<SessionGate />}>
            {privateScreens.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Route>
        </Route>
      </Route>
      <Route path="*" element={<PageLoad />} />
    </Routes>
  )
}

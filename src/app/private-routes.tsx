import { useEffect } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import PrivateArea from '@/components/providers/private-area'
import { SessionGate } from '@/features/auth/components/session-gate'
import { PrivateLayout } from './private-layout'
import { routePageElement } from './route-page'
import { appRoutes } from './routes'

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
 * router, in their own frame (private-layout.tsx). The session gate holds them while a stored
 * session waits for the server (issue 12).
 */
export function PrivateRoutes() {
  return (
    <Routes>
      <Route element={<PrivateArea />}>
        <Route element={<PrivateLayout />}>
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

import { Outlet } from 'react-router-dom'
import { PrivateProviders } from './private-providers'

/**
 * The layout route around /auth and /admin. One provider tree, and so one toaster, stays
 * mounted while a visitor moves between the two: a toast raised during a redirect (signed out
 * on /admin, on to /auth) is not lost with the page that raised it.
 */
export default function PrivateArea() {
  return (
    <PrivateProviders>
      <Outlet />
    </PrivateProviders>
  )
}

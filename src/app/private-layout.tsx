import { useEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigationType } from 'react-router-dom'
import { PrivateFrame } from '@/components/layout/private-frame'
import { SignedInAccount } from '@/features/auth/components/signed-in-account'
import { normalizePath } from '@/lib/paths'

/**
 * On a move between /auth and /admin (not a change of the query on one of them): scroll to the
 * top and move focus to the main content, so keyboard and screen-reader users start there as after
 * a page load. Back and Forward (POP, also the first render) keep the browser's own scroll
 * position.
 */
function useNewScreenFocus(pathname: string) {
  const navigationType = useNavigationType()
  const shownPath = useRef(pathname)
  useEffect(() => {
    // A new query (a filter, a tab) is the same screen: the focus stays where the admin is.
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    if (navigationType === 'POP') return
    window.scrollTo(0, 0)
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [pathname, navigationType])
}

/**
 * The layout route of /auth and /admin, inside their provider tree: the private frame, with the
 * signed-in account in its top bar. Public pages' header, footer, estimate form and visit
 * record have no place here: nobody asks for an estimate from the admin.
 */
export function PrivateLayout() {
  const pathname = normalizePath(useLocation().pathname)
  useNewScreenFocus(pathname)
  return (
    <PrivateFrame path={pathname} account={<SignedInAccount />}>
      <Outlet />
    </PrivateFrame>
  )
}

import { Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigationType } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { layoutCopy } from '@/content/navigation'
import { PageErrorBoundary } from './page-error-boundary'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

function PageLoading() {
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status">
      <span className="sr-only">Loading…</span>
      <Spinner className="size-8 text-leaf-700" />
    </div>
  )
}

/**
 * On a link to a new page: scroll to its top (or to its #section) and move focus to the main
 * content, so keyboard and screen-reader users start there as after a full page load. Back and
 * Forward (POP, also the first render) keep the browser's own scroll position.
 */
function useNewPageFocus() {
  const { pathname, hash } = useLocation()
  const navigationType = useNavigationType()
  const mainRef = useRef<HTMLElement>(null)
  useEffect(() => {
    if (navigationType === 'POP') return
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
    mainRef.current?.focus({ preventScroll: true })
  }, [pathname, hash, navigationType])
  return mainRef
}

export function SiteLayout() {
  const mainRef = useNewPageFocus()
  const { pathname } = useLocation()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-leaf-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {layoutCopy.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 focus:outline-none">
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  )
}

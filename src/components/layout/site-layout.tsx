import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { layoutCopy } from '@/content/navigation'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

function PageLoading() {
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status">
      <span className="sr-only">Loading…</span>
      <span className="size-8 animate-spin rounded-full border-4 border-leaf-200 border-t-leaf-700" />
    </div>
  )
}

/** Scroll to the top on every new page, as a full page load would. */
function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-leaf-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {layoutCopy.skipToContent}
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  )
}

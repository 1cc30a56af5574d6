import { Suspense, type ReactNode } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { layoutCopy } from '@/content/navigation'
import { SiteHeaderIsland } from '@/islands/site-header'
import { PageErrorBoundary } from '@/components/layout/page-error-boundary'
import { SiteFooter } from '@/components/layout/site-footer'

function PageLoading() {
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status">
      <span className="sr-only">Loading…</span>
      <Spinner className="size-8 text-leaf-700" />
    </div>
  )
}

interface SiteLayoutProps {
  /** The page's path, normalized ('/gallery'): what the menus mark as the current page. */
  path: string
  children: ReactNode
}

/** Header, main and footer around every page; the page itself may still be loading. */
export function SiteLayout({ path, children }: SiteLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-leaf-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {layoutCopy.skipToContent}
      </a>
      <SiteHeaderIsland currentPath={path} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageErrorBoundary key={path}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  )
}

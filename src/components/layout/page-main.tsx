import { Suspense, type ReactNode } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { layoutCopy } from '@/content/navigation'
import { PageErrorBoundary } from './page-error-boundary'

// What the site's layout and the private frame share: the skip link and the main content.

function PageLoading() {
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status">
      <span className="sr-only">Loading…</span>
      <Spinner className="size-8 text-leaf-700" />
    </div>
  )
}

/** The first stop of the keyboard: to #main, past the header. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-leaf-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {layoutCopy.skipToContent}
    </a>
  )
}

interface PageMainProps {
  /** The page's path: a page that failed starts clean on the next one. */
  path: string
  children: ReactNode
}

/**
 * The page itself, which may still be loading; focusable, so a move between the private screens
 * can put the focus there.
 */
export function PageMain({ path, children }: PageMainProps) {
  return (
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      <PageErrorBoundary key={path}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </PageErrorBoundary>
    </main>
  )
}

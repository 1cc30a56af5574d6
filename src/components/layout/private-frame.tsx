import type { ReactNode } from 'react'
import { privateFrameCopy } from '@/content/admin-pages'
import { Logo } from './logo'
import { PageMain, SkipLink } from './page-main'

interface PrivateFrameProps {
  /** The screen's path, normalized ('/admin'). */
  path: string
  /** At the top bar's end: the signed-in account and its sign-out; nothing when signed out. */
  account?: ReactNode
  children: ReactNode
}

/**
 * The frame of /auth and /admin, a tool rather than the brochure: a compact top bar with the
 * business name (a link to the site) and the signed-in account, and the screen. No call button,
 * menus or footer for visitors. The dashboard's tabs sit directly under the top bar.
 */
export function PrivateFrame({ path, account, children }: PrivateFrameProps) {
  return (
    <div className="flex min-h-screen flex-col bg-earth-50" data-print="page">
      <SkipLink />
      <header className="border-b border-stone-200 bg-white" data-print="hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2">
          <div className="flex items-center gap-3">
            <Logo />
            <span className="rounded bg-stone-100 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-stone-700">
              {privateFrameCopy.area}
            </span>
          </div>
          {account}
        </div>
      </header>
      <PageMain path={path}>{children}</PageMain>
    </div>
  )
}

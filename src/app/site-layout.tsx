import type { ReactNode } from 'react'
import { SiteHeaderIsland } from '@/islands/site-header'
import { PageMain, SkipLink } from '@/components/layout/page-main'
import { SiteFooter } from '@/components/layout/site-footer'

interface SiteLayoutProps {
  /** The page's path, normalized ('/gallery'): what the menus mark as the current page. */
  path: string
  children: ReactNode
}

/** Header, main and footer around every public page; the page itself may still be loading. */
export function SiteLayout({ path, children }: SiteLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeaderIsland currentPath={path} />
      <PageMain path={path}>{children}</PageMain>
      <SiteFooter />
    </div>
  )
}

import { useLocation } from 'react-router-dom'
import { business } from '@/content/business'
import type { PageHeadCopy } from '@/content/page-copy'
import { normalizePath } from '@/lib/paths'

interface PageMetaProps extends PageHeadCopy {
  /** Keep the page out of search results (sign-in, admin and not-found screens). */
  noindex: boolean
}

export function fullTitle(title: string) {
  return `${title} | ${business.name}`
}

/**
 * The route's <title>, description, canonical and Open Graph tags. React 19 hoists them into
 * <head> and swaps them on every navigation; the prerender moves them into each page's <head>,
 * where hydration finds and keeps them.
 */
export function PageMeta({ title, description, noindex }: PageMetaProps) {
  const url = new URL(normalizePath(useLocation().pathname), business.siteUrl).href
  const pageTitle = fullTitle(title)
  return (
    <>
      <title>{pageTitle}</title>
      <meta name="description" content={description} />
      {noindex ? (
        <meta name="robots" content="noindex, nofollow" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          <meta property="og:title" content={pageTitle} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={url} />
          <meta property="og:type" content="website" />
        </>
      )}
    </>
  )
}

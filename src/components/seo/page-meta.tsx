import { business } from '@/content/business'
import type { PageHeadCopy } from '@/content/page-copy'
import { socialImagePath, socialImageSize } from './social-image'

interface PageMetaProps extends PageHeadCopy {
  /** Keep the page out of search results (sign-in, admin and not-found screens). */
  noindex: boolean
  /** The page's own path ('/gallery'): its canonical address and social card. */
  path: string
}

/** Search results cut a title at about 60 characters (600 px). */
export const maxTitleLength = 60

/**
 * The page's title with the company name after it, when both fit in the length search results
 * show; a longer page title stands alone rather than lose its city to the cut.
 */
export function fullTitle(title: string) {
  const branded = `${title} | ${business.name}`
  return branded.length <= maxTitleLength ? branded : title
}

/** What the social card shows, for people who cannot see it. */
export function socialImageAlt(title: string) {
  return `${business.name}: ${title}`
}

/**
 * The route's <title>, description, canonical, Open Graph and Twitter tags. React 19 hoists them
 * into <head> and swaps them on every navigation; the prerender moves them into each page's
 * <head>, where hydration finds and keeps them.
 */
export function PageMeta({ title, description, noindex, path }: PageMetaProps) {
  const url = new URL(path, business.siteUrl).href
  const image = new URL(socialImagePath(path), business.siteUrl).href
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
          <meta property="og:site_name" content={business.name} />
          <meta property="og:title" content={pageTitle} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={url} />
          <meta property="og:type" content="website" />
          <meta property="og:locale" content="en_US" />
          <meta property="og:image" content={image} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(socialImageSize.width)} />
          <meta property="og:image:height" content={String(socialImageSize.height)} />
          <meta property="og:image:alt" content={socialImageAlt(title)} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={pageTitle} />
          <meta name="twitter:description" content={description} />
          <meta name="twitter:image" content={image} />
          <meta name="twitter:image:alt" content={socialImageAlt(title)} />
        </>
      )}
    </>
  )
}

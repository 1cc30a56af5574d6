import type { ImageAsset } from '@/content/types'

interface PictureProps {
  image: ImageAsset
  /** What the picture shows; '' for a decorative one. */
  alt: string
  /**
   * In the first view: fetched at once and early. It is in the prerendered HTML, so the browser
   * finds it as soon as a preload link would. Everything else loads as it nears the screen.
   */
  isPriority?: boolean
  /**
   * Fetch it early, at high priority, on screens that match (e.g. '(min-width: 1024px)'), and
   * not at all on others: for a first-view picture that only wide screens show. The <img> stays
   * lazy, because Chrome downloads an eager one even under display:none.
   */
  preloadMedia?: string
  /** How wide it shows, for a photo's sizes, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes?: string
  className?: string
}

/** An image with its width and height, so the page never shifts when it arrives. */
export function Picture({
  image,
  alt,
  isPriority,
  preloadMedia,
  sizes = '100vw',
  className,
}: PictureProps) {
  const preferred = image.sources?.[0]
  // React puts the <link> in the document's head, wherever it is rendered.
  const preload = preloadMedia && (
    <link
      rel="preload"
      as="image"
      href={image.src}
      imageSrcSet={preferred?.srcSet}
      imageSizes={preferred && sizes}
      type={preferred?.type}
      media={preloadMedia}
      fetchPriority="high"
    />
  )
  const img = (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
  if (!image.sources?.length)
    return (
      <>
        {preload}
        {img}
      </>
    )
  return (
    // 'contents': the <img> sizes itself against the caller's frame, as it does without sources.
    <picture className="contents">
      {preload}
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  )
}

import type { ImageAsset } from '@/content/types'

interface PictureProps {
  image: ImageAsset
  /** What the picture shows; '' for a decorative one. */
  alt: string
  /** In the first view: fetched at once and early. Everything else loads as it nears the screen. */
  isPriority?: boolean
  className?: string
}

/** An image with its width and height, so the page never shifts when it arrives. */
export function Picture({ image, alt, isPriority, className }: PictureProps) {
  return (
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
}

import type { Picture } from 'vite-imagetools'
import type { ImageAsset } from './types'

/**
 * A real photo for a hero, a gallery project or a team member, where content now names an
 * illustration: put the file in src/assets/photos/ and write
 * `picture: photo(patioShot)` after `import patioShot from '@/assets/photos/patio.jpg?photo'`.
 * The build makes its AVIF and WebP sizes; the largest WebP is the fallback and gives the size.
 */
export function photo(picture: Picture): ImageAsset {
  return {
    src: picture.img.src,
    width: picture.img.w,
    height: picture.img.h,
    sources: Object.entries(picture.sources).map(([format, srcSet]) => ({
      type: `image/${format}`,
      srcSet,
    })),
  }
}

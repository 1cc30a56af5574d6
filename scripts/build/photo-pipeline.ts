// The build's photo pipeline: `import shot from './x.jpg?photo'` gives AVIF and WebP at three
// widths (never upscaled) and the intrinsic size, for src/content/photo.ts. Images imported
// without the query (the SVG illustrations) stay as they are.
import { imagetools } from 'vite-imagetools'

export const photoWidths = [480, 960, 1440]

export function photoPipeline() {
  return imagetools({
    defaultDirectives: (url) =>
      url.searchParams.has('photo')
        ? new URLSearchParams({ w: photoWidths.join(';'), format: 'avif;webp', as: 'picture' })
        : new URLSearchParams(),
  })
}

// Shrinks a visitor's photo in the browser before it is sent: a 12 MB phone photo becomes a few
// hundred KB, and re-encoding through a canvas leaves the EXIF block (GPS location included)
// behind. No imports: e2e/photo-scaling.spec.ts bundles this file alone into a blank page.

/** How many photos one request takes (the storage slots 1-5). */
export const MAX_PHOTOS = 5
/** Larger files are refused before decoding: a phone could run out of memory on them. */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024
/** The long side of a sent photo: enough to judge a yard, small enough for a slow connection. */
export const MAX_EDGE = 2048
export const JPEG_QUALITY = 0.8

export interface PreparedPhoto {
  /** Always image/jpeg, without metadata. */
  blob: Blob
  width: number
  height: number
  /** The chosen file's size, to show what was saved. */
  sourceBytes: number
}

export type PhotoErrorReason = 'not-image' | 'too-large' | 'unreadable'

export class PhotoError extends Error {
  constructor(readonly reason: PhotoErrorReason) {
    super(`Photo refused: ${reason}`)
    this.name = 'PhotoError'
  }
}

// Some pickers (older Android file managers) hand over files without a type.
const imageExtension = /\.(jpe?g|png|gif|webp|heic|heif|avif|bmp|tiff?)$/i

function isImageFile(file: File) {
  return file.type ? file.type.startsWith('image/') : imageExtension.test(file.name)
}

/** The size of `width` × `height` scaled to at most `maxEdge` on its long side; never larger. */
export function fitWithin(width: number, height: number, maxEdge: number) {
  const scale = Math.min(1, maxEdge / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

interface DecodedImage {
  source: CanvasImageSource
  width: number
  height: number
  release: () => void
}

async function decodeWithImageElement(file: File): Promise<DecodedImage> {
  const url = URL.createObjectURL(file)
  const image = new Image()
  image.src = url
  try {
    await image.decode()
  } catch (error) {
    URL.revokeObjectURL(url)
    throw error
  }
  // An <img> applies the EXIF orientation itself (CSS image-orientation: from-image).
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  }
}

async function decode(file: File): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        release: () => bitmap.close(),
      }
    } catch {
      // Older Safari refuses the options argument or some formats; an <img> may still decode it.
    }
  }
  return decodeWithImageElement(file)
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D

function createContext(width: number, height: number): Canvas2D {
  const offscreen =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(width, height).getContext('2d')
      : null
  if (offscreen) return offscreen
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new PhotoError('unreadable')
  return context
}

function encodeJpeg(context: Canvas2D): Promise<Blob> {
  const { canvas } = context
  if ('convertToBlob' in canvas)
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY })
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PhotoError('unreadable'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  )
}

/** Checks, decodes, scales and re-encodes one photo; throws a PhotoError saying why not. */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  if (!isImageFile(file)) throw new PhotoError('not-image')
  if (file.size > MAX_SOURCE_BYTES) throw new PhotoError('too-large')
  let image: DecodedImage
  try {
    image = await decode(file)
  } catch {
    throw new PhotoError('unreadable')
  }
  try {
    if (!image.width || !image.height) throw new PhotoError('unreadable')
    const { width, height } = fitWithin(image.width, image.height, MAX_EDGE)
    const context = createContext(width, height)
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#fff'
    context.fillRect(0, 0, width, height)
    context.imageSmoothingEnabled = true
    context.imageSmoothingQuality = 'high'
    context.drawImage(image.source, 0, 0, width, height)
    const blob = await encodeJpeg(context)
    if (blob.type !== 'image/jpeg') throw new PhotoError('unreadable')
    return { blob, width, height, sourceBytes: file.size }
  } catch (error) {
    // A canvas too large for the device's memory fails here rather than at decoding.
    throw error instanceof PhotoError ? error : new PhotoError('unreadable')
  } finally {
    image.release()
  }
}

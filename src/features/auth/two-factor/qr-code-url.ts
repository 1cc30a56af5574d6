/**
 * The auth server sends the enrolment QR code as a `data:image/svg+xml` URL. The site's
 * Content-Security-Policy allows images from 'self' and blob: but not data: (a data: source
 * would let injected markup draw anything), so the SVG is shown from a blob: URL instead.
 */
export function qrCodeBlobUrl(dataUrl: string): string {
  const { type, content } = readDataUrl(dataUrl)
  return URL.createObjectURL(new Blob([content], { type }))
}

/** A data: URL's media type and content: GoTrue's plain `;utf-8,<svg…`, base64 or percent-encoded. */
export function readDataUrl(dataUrl: string): { type: string; content: string } {
  const comma = dataUrl.indexOf(',')
  if (!dataUrl.startsWith('data:') || comma < 0) throw new Error('not a data: URL')
  const parameters = dataUrl.slice('data:'.length, comma).split(';')
  const payload = dataUrl.slice(comma + 1)
  const content = parameters.includes('base64') ? atob(payload) : percentDecoded(payload)
  return { type: parameters[0] || 'text/plain', content }
}

function percentDecoded(payload: string): string {
  try {
    return decodeURIComponent(payload)
  } catch {
    return payload
  }
}

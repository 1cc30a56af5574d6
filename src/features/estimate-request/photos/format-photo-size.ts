/** A file size as a visitor reads it: '412 KB', '1.2 MB'. */
export function formatPhotoSize(bytes: number): string {
  const kilobytes = bytes / 1024
  if (kilobytes < 1000) return `${Math.max(1, Math.round(kilobytes))} KB`
  return `${(kilobytes / 1024).toFixed(1)} MB`
}

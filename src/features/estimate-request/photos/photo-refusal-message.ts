import { estimateRequestCopy } from '@/content/estimate-request'
import { MAX_SOURCE_BYTES, PhotoError } from './prepare-photo'

const copy = estimateRequestCopy.photos

/** Why a chosen file was not added, naming it; anything but a PhotoError counts as unreadable. */
export function photoRefusalMessage(name: string, error: unknown): string {
  const reason = error instanceof PhotoError ? error.reason : 'unreadable'
  if (reason === 'not-image') return copy.notImage(name)
  if (reason === 'too-large') return copy.tooLarge(name, MAX_SOURCE_BYTES / (1024 * 1024))
  return copy.unreadable(name)
}

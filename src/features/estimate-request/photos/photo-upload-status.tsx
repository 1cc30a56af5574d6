import { Check } from 'lucide-react'
import { Spinner } from '@/components/ui/spinner'
import { estimateRequestCopy } from '@/content/estimate-request'
import { formatPhotoSize } from './format-photo-size'
import type { PhotoAttachment } from './use-photo-attachments'

const copy = estimateRequestCopy.photos

interface PhotoUploadStatusProps {
  photo: PhotoAttachment
  /** 1-based, to name the progress bar after the photo. */
  position: number
}

/** One line under a thumbnail: preparing, ready (with its size), uploading, uploaded or failed. */
export function PhotoUploadStatus({ photo, position }: PhotoUploadStatusProps) {
  switch (photo.status) {
    case 'preparing':
      return (
        <p className="flex items-center gap-1.5 text-sm text-stone-600">
          <Spinner className="size-4" />
          {copy.preparing}
        </p>
      )
    case 'ready':
      return (
        <p className="text-sm text-stone-600">
          {copy.ready(formatPhotoSize(photo.prepared?.blob.size ?? 0))}
        </p>
      )
    case 'uploading':
      return (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-stone-700">{copy.uploading}</p>
          {/* Indeterminate (no aria-valuenow): Storage's upload reports no progress. */}
          <div
            role="progressbar"
            aria-label={copy.uploadingPhoto(position)}
            className="h-1.5 overflow-hidden rounded-full bg-leaf-100"
          >
            <div className="h-full w-full animate-pulse rounded-full bg-leaf-600 motion-reduce:animate-none" />
          </div>
        </div>
      )
    case 'uploaded':
      return (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-leaf-800">
          <Check className="size-4" aria-hidden="true" />
          {copy.uploaded}
        </p>
      )
    case 'failed':
      return <p className="text-sm text-red-700">{copy.failed(photo.error ?? '')}</p>
  }
}

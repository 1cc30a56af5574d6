import { RotateCw, X } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '@/components/ui/button'
import { estimateRequestCopy } from '@/content/estimate-request'
import { PhotoUploadStatus } from './photo-upload-status'
import type { PhotoAttachment } from './use-photo-attachments'

const copy = estimateRequestCopy.photos

interface PhotoThumbnailProps {
  photo: PhotoAttachment
  position: number
  count: number
  /** Hides the remove and retry buttons while the photos upload. */
  isLocked?: boolean
  onRemove: (id: string) => void
  onRetry?: (id: string) => void
}

/** One attached photo: a square preview, its status, and what the visitor can do with it. */
export function PhotoThumbnail({
  photo,
  position,
  count,
  isLocked,
  onRemove,
  onRetry,
}: PhotoThumbnailProps) {
  const isFailed = photo.status === 'failed'
  // 'Try again' goes away as the upload starts: the status line takes the focus instead.
  const statusRef = useRef<HTMLDivElement>(null)
  // An uploading or uploaded photo is on its way to the office: removing it here would not
  // take it back. A failed one gets a labelled 'Remove' beside 'Try again' instead of the cross.
  const canRemove = !isLocked && (photo.status === 'preparing' || photo.status === 'ready')
  return (
    <li className="flex min-w-0 flex-col gap-1.5">
      <div className="relative aspect-square overflow-hidden rounded-lg border border-stone-300 bg-stone-100">
        <img
          src={photo.previewUrl}
          alt={copy.photoAlt(position, count, photo.name)}
          className="size-full object-cover"
        />
        {canRemove && (
          <button
            type="button"
            onClick={() => onRemove(photo.id)}
            className="absolute right-0 top-0 grid size-11 place-items-center rounded-lg focus-visible:outline focus-visible:outline-[3px] focus-visible:-outline-offset-[3px] focus-visible:outline-sun-500"
          >
            <span className="grid size-8 place-items-center rounded-full bg-stone-900/75 text-white hover:bg-stone-900">
              <X className="size-5" aria-hidden="true" />
            </span>
            <span className="sr-only">{copy.removePhoto(position)}</span>
          </button>
        )}
      </div>
      <div ref={statusRef} tabIndex={-1} className="rounded focus:outline-none">
        <PhotoUploadStatus photo={photo} position={position} />
      </div>
      {isFailed && !isLocked && (
        <div className="flex flex-wrap gap-2">
          {onRetry && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={copy.retryPhoto(position)}
              onClick={() => {
                onRetry(photo.id)
                statusRef.current?.focus()
              }}
            >
              <RotateCw className="size-4" aria-hidden="true" />
              {copy.retry}
            </Button>
          )}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={copy.removePhoto(position)}
            onClick={() => onRemove(photo.id)}
          >
            <X className="size-4" aria-hidden="true" />
            {copy.remove}
          </Button>
        </div>
      )}
    </li>
  )
}

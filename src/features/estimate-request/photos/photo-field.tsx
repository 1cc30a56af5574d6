import { ImagePlus } from 'lucide-react'
import { useId, useRef, type ChangeEvent } from 'react'
import { Button } from '@/components/ui/button'
import { estimateRequestCopy } from '@/content/estimate-request'
import { cn } from '@/lib/cn'
import { PhotoThumbnail } from './photo-thumbnail'
import { MAX_PHOTOS } from './prepare-photo'
import type { PhotoAttachment } from './use-photo-attachments'

const copy = estimateRequestCopy.photos

interface PhotoFieldProps {
  photos: readonly PhotoAttachment[]
  /** Why a photo was not added, or too many were chosen; announced politely. */
  message: string | null
  /** Left out after the request is sent: the list then only shows the uploads. */
  onAdd?: (files: File[]) => void
  onRemove: (id: string) => void
  onRetry?: (id: string) => void
  /** While the photos upload: no adding or removing. */
  isLocked?: boolean
  className?: string
}

/**
 * The optional 'Add photos' field: a file input (the phone offers its camera and its photo
 * library) behind a button-looking label, and a grid of the attached photos.
 */
export function PhotoField({
  photos,
  message,
  onAdd,
  onRemove,
  onRetry,
  isLocked,
  className,
}: PhotoFieldProps) {
  const id = useId()
  // A removed photo's button goes with it: focus stays in the list, not lost to the page.
  const listRef = useRef<HTMLUListElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const handleRemove = (photoId: string) => {
    onRemove(photoId)
    // The last one takes the list with it; the way to add another is next.
    if (photos.length > 1) listRef.current?.focus()
    else inputRef.current?.focus()
  }
  const canAdd = onAdd && !isLocked && photos.length < MAX_PHOTOS

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? [])
    // Cleared so choosing the same photo again (after removing it) still fires a change.
    event.target.value = ''
    if (files.length > 0) onAdd?.(files)
  }

  return (
    <fieldset className={cn('min-w-0 sm:col-span-2', className)}>
      <legend className="text-sm font-semibold text-stone-800">
        {onAdd ? copy.legend : copy.sentLegend}
      </legend>
      {onAdd && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
          {copy.hint(MAX_PHOTOS)}
        </p>
      )}
      {photos.length > 0 && (
        <ul
          ref={listRef}
          tabIndex={-1}
          aria-label={onAdd ? copy.chosenList : copy.sentLegend}
          className="mt-3 grid grid-cols-2 gap-3 focus:outline-none sm:grid-cols-3"
        >
          {photos.map((photo, index) => (
            <PhotoThumbnail
              key={photo.id}
              photo={photo}
              position={index + 1}
              count={photos.length}
              isLocked={isLocked}
              onRemove={handleRemove}
              onRetry={onRetry}
            />
          ))}
        </ul>
      )}
      {canAdd && (
        <div className="mt-3">
          {/* Visually hidden, not display:none: it stays in the tab order and the label shows its focus. */}
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            multiple
            aria-describedby={`${id}-hint ${id}-message`}
            onChange={handleChange}
            className="peer sr-only"
          />
          <Button
            asChild
            variant="outline"
            className="cursor-pointer peer-focus-visible:outline peer-focus-visible:outline-[3px] peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sun-500"
          >
            <label htmlFor={id}>
              <ImagePlus className="size-5" aria-hidden="true" />
              {photos.length > 0 ? copy.addMore : copy.add}
            </label>
          </Button>
        </div>
      )}
      <p id={`${id}-message`} aria-live="polite" className="mt-1.5 text-sm text-red-700">
        {message}
      </p>
    </fieldset>
  )
}

import * as Dialog from '@radix-ui/react-dialog'
import { ChevronLeft, ChevronRight, ExternalLink, X } from 'lucide-react'
import type { RequestPhoto } from '../api/request-photos'

interface PhotoViewerProps {
  photos: readonly RequestPhoto[]
  index: number
  fullName: string
  onIndexChange: (index: number) => void
  onClose: () => void
  /** The element that takes focus back when the viewer closes. */
  returnFocusTo: () => HTMLElement | null | undefined
}

const iconButton =
  'grid size-11 place-items-center rounded-lg bg-white/90 text-stone-900 hover:bg-white focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-sun-500 disabled:opacity-40'

/** One request photo, large, in a modal; arrows (buttons and keys) step through the others. */
export function PhotoViewer({
  photos,
  index,
  fullName,
  onIndexChange,
  onClose,
  returnFocusTo,
}: PhotoViewerProps) {
  const photo = photos[index]!
  const label = `Photo ${index + 1} of ${photos.length} from ${fullName}`
  const step = (by: number) => onIndexChange((index + by + photos.length) % photos.length)
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        {/* Nearly opaque: the title and buttons sit on it, and the page behind must not show through. */}
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/95" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo()?.focus()
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') step(1)
            if (event.key === 'ArrowLeft') step(-1)
          }}
          className="fixed inset-0 z-50 flex flex-col gap-3 p-3 focus:outline-none sm:p-6"
        >
          <div className="flex items-center justify-between gap-3 text-white">
            <Dialog.Title className="text-base font-semibold">{label}</Dialog.Title>
            <div className="flex gap-2">
              <a
                href={photo.url}
                target="_blank"
                rel="noreferrer"
                className={iconButton}
                aria-label="Open full size in a new tab"
              >
                <ExternalLink className="size-5" aria-hidden="true" />
              </a>
              <Dialog.Close className={iconButton} aria-label="Close">
                <X className="size-6" aria-hidden="true" />
              </Dialog.Close>
            </div>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center">
            <img
              src={photo.url}
              alt={`Sent by ${fullName} (${index + 1} of ${photos.length})`}
              className="max-h-full max-w-full object-contain"
            />
          </div>
          {photos.length > 1 && (
            <div className="flex justify-center gap-3">
              <button type="button" className={iconButton} onClick={() => step(-1)}>
                <ChevronLeft className="size-6" aria-hidden="true" />
                <span className="sr-only">Previous photo</span>
              </button>
              <button type="button" className={iconButton} onClick={() => step(1)}>
                <ChevronRight className="size-6" aria-hidden="true" />
                <span className="sr-only">Next photo</span>
              </button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

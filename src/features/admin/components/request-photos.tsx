import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { useSupabase } from '@/lib/supabase-context'
import { requestPhotosQuery } from '../api/request-photos-query'
import { PhotoViewer } from './photo-viewer'

/**
 * The photos the visitor sent with a request: thumbnails that open a larger view. Loaded when the
 * card opens, through signed URLs that expire after minutes. A request without photos says so.
 */
export function RequestPhotos({ requestId, fullName }: { requestId: string; fullName: string }) {
  const supabase = useSupabase()
  const photos = useQuery(requestPhotosQuery(supabase, requestId))
  const [shown, setShown] = useState<number | null>(null)
  // The viewer opens from code, so focus goes back to the photo last shown by hand.
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([])
  const headingId = useId()
  const count = photos.data?.length ?? 0
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-stone-600">
        Photos{count > 0 && ` (${count})`}
      </h4>
      {photos.isPending ? (
        <p className="mt-1 text-sm text-stone-600">Loading photos...</p>
      ) : photos.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {photos.error.message}
        </p>
      ) : count === 0 ? (
        <p className="mt-1 text-sm text-stone-600">No photos</p>
      ) : (
        <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.data.map((photo, index) => (
            <li key={photo.name}>
              <button
                ref={(button) => {
                  thumbnails.current[index] = button
                }}
                type="button"
                onClick={() => setShown(index)}
                className="block aspect-square w-full overflow-hidden rounded-lg border border-stone-200 bg-stone-100 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-sun-500"
              >
                <img
                  src={photo.url}
                  alt={`Sent by ${fullName} (${index + 1} of ${count})`}
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.data && shown !== null && photos.data[shown] && (
        <PhotoViewer
          photos={photos.data}
          index={shown}
          fullName={fullName}
          onIndexChange={setShown}
          onClose={() => setShown(null)}
          returnFocusTo={() => thumbnails.current[shown]}
        />
      )}
    </section>
  )
}

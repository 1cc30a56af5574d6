import { useEffect, useRef, useState } from 'react'
import { estimateRequestCopy as copy } from '@/content/estimate-request'
import { useSupabase } from '@/lib/supabase-context'
import { createPhotoUploadSession, type PhotoReceipt } from '../api/request-photo-uploads'
import { photoUploadFailure } from '../estimate-request-messages'
import { PhotoField } from '../photos/photo-field'
import type { PhotoAttachment, UploadStatus } from '../photos/use-photo-attachments'

interface PhotoUploadsProps {
  receipt: PhotoReceipt
  photos: readonly PhotoAttachment[]
  setUploadStatus: (id: string, status: UploadStatus, error?: string) => void
  onRemove: (id: string) => void
}

/**
 * After the request is stored: sends its photos, each in the slot it had when the request went,
 * shows each one's progress, and lets a failed one be tried again or dropped. When every photo is
 * stored, or the visitor closes the dialog (after the uploads under way), the database is told,
 * which closes the upload window and alerts the office at once.
 */
export function PhotoUploads({ receipt, photos, setUploadStatus, onRemove }: PhotoUploadsProps) {
  const supabase = useSupabase()
  const [session] = useState(() => createPhotoUploadSession(supabase, receipt))
  // Slots are fixed at sending: a photo removed later leaves its slot empty, never reused.
  const slots = useRef(new Map(photos.map((photo, index) => [photo.id, index + 1])))
  const isStarted = useRef(false)
  const isMounted = useRef(false)

  async function upload(photo: PhotoAttachment) {
    const slot = slots.current.get(photo.id)
    if (!slot || !photo.prepared) return
    setUploadStatus(photo.id, 'uploading')
    try {
      await session.upload(slot, photo.prepared.blob)
      setUploadStatus(photo.id, 'uploaded')
    } catch (error) {
      setUploadStatus(photo.id, 'failed', photoUploadFailure(error))
    }
  }

  useEffect(() => {
    isMounted.current = true
    if (!isStarted.current) {
      isStarted.current = true
      for (const photo of photos) void upload(photo)
    }
    return () => {
      isMounted.current = false
      // A real unmount (the dialog closed), not StrictMode's trial one, which mounts again at once.
      setTimeout(() => {
        if (!isMounted.current) session.finishWhenSettled()
      })
    }
    // Once, on mount: later changes are the visitor's retries and removals.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const isDone = photos.every((photo) => photo.status === 'uploaded')
  useEffect(() => {
    if (isDone) session.finish()
  }, [isDone, session])

  const failed = photos.filter((photo) => photo.status === 'failed').length
  const isUploading = photos.some((photo) => photo.status === 'uploading')
  return (
    <section className="self-stretch">
      <p role="status" className="mb-3 font-semibold text-stone-800">
        {isUploading
          ? copy.photos.uploadingTitle
          : failed > 0
            ? copy.photos.someFailed
            : photos.length > 0
              ? copy.photos.uploadedAll(photos.length)
              : copy.photos.skipped}
      </p>
      <PhotoField
        photos={photos}
        message={null}
        onRemove={onRemove}
        onRetry={(id) => {
          const photo = photos.find((candidate) => candidate.id === id)
          if (photo) void upload(photo)
        }}
        isLocked={isUploading}
      />
    </section>
  )
}

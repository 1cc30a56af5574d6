import { useEffect, useRef } from 'react'
import { estimateRequestCopy as copy } from '@/content/estimate-request'
import { useSupabase } from '@/lib/supabase'
import {
  finishRequestPhotos,
  uploadRequestPhoto,
  type PhotoReceipt,
} from '../api/request-photo-uploads'
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
 * shows each one's progress, and lets a failed one be tried again or dropped. When none is left
 * to send (or the dialog closes), the database is told, which alerts the office at once.
 */
export function PhotoUploads({ receipt, photos, setUploadStatus, onRemove }: PhotoUploadsProps) {
  const supabase = useSupabase()
  // Slots are fixed at sending: a photo removed later leaves its slot empty, never reused.
  const slots = useRef(new Map(photos.map((photo, index) => [photo.id, index + 1])))
  const isStarted = useRef(false)
  const isFinished = useRef(false)

  async function upload(photo: PhotoAttachment) {
    const slot = slots.current.get(photo.id)
    if (!slot || !photo.prepared) return
    setUploadStatus(photo.id, 'uploading')
    try {
      await uploadRequestPhoto(supabase, receipt, slot, photo.prepared.blob)
      setUploadStatus(photo.id, 'uploaded')
    } catch (error) {
      setUploadStatus(photo.id, 'failed', photoUploadFailure(error))
    }
  }

  useEffect(() => {
    if (isStarted.current) return
    isStarted.current = true
    for (const photo of photos) void upload(photo)
    // Once, on mount: later changes are the visitor's retries and removals.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The request's receipt and client as they were when the uploads began: the parent rebuilds
  // the receipt object on every render, and a changed dependency must not end the uploads.
  const finish = useRef(() => {
    if (isFinished.current) return
    isFinished.current = true
    void finishRequestPhotos(supabase, receipt)
  })
  const isDone = photos.every((photo) => photo.status === 'uploaded')
  useEffect(() => {
    if (isDone) finish.current()
  }, [isDone])
  // Closing with a photo still failed: the uploads are over all the same.
  useEffect(() => () => finish.current(), [])

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

import { useCallback, useEffect, useRef, useState } from 'react'
import { estimateRequestCopy } from '@/content/estimate-request'
import { photoRefusalMessage } from './photo-refusal-message'
import { MAX_PHOTOS, preparePhoto, type PreparedPhoto } from './prepare-photo'

const copy = estimateRequestCopy.photos

export type PhotoStatus = 'preparing' | 'ready' | 'uploading' | 'uploaded' | 'failed'
export type UploadStatus = Extract<PhotoStatus, 'uploading' | 'uploaded' | 'failed'>

export interface PhotoAttachment {
  id: string
  name: string
  /** An object URL: of the chosen file while preparing, then of the smaller prepared JPEG. */
  previewUrl: string
  status: PhotoStatus
  prepared?: PreparedPhoto
  /** Why the upload failed, shown after 'Upload failed:'. */
  error?: string
}

/**
 * The photos attached to an estimate request: each one appears at once while it is prepared,
 * then is ready to upload or is dropped with a message saying why. `prepare` is injectable so
 * jsdom tests, which cannot decode images, can pass a fake.
 */
export function usePhotoAttachments(
  prepare: (file: File) => Promise<PreparedPhoto> = preparePhoto,
) {
  const [photos, setPhotos] = useState<PhotoAttachment[]>([])
  const [message, setMessage] = useState<string | null>(null)
  // The list as of the last change, for callbacks that run before React renders it (two adds
  // in a row must not both see 5 free slots) and for the unmount cleanup.
  const photosRef = useRef<PhotoAttachment[]>([])
  const isMountedRef = useRef(false)
  const nextIdRef = useRef(0)

  // Those waiting (the form's submit) for every photo to be prepared or dropped.
  const waitersRef = useRef<((photos: PhotoAttachment[]) => void)[]>([])

  const settleWaiters = useCallback(() => {
    if (photosRef.current.some((photo) => photo.status === 'preparing')) return
    const prepared = photosRef.current.filter((photo) => photo.prepared)
    for (const resolve of waitersRef.current.splice(0)) resolve(prepared)
  }, [])

  const change = useCallback(
    (update: (list: PhotoAttachment[]) => PhotoAttachment[]) => {
      photosRef.current = update(photosRef.current)
      setPhotos(photosRef.current)
      settleWaiters()
    },
    [settleWaiters],
  )

  const appendMessage = useCallback((text: string) => {
    setMessage((current) => (current ? `${current} ${text}` : text))
  }, [])

  useEffect(() => {
    isMountedRef.current = true
    return () => {
      isMountedRef.current = false
      for (const photo of photosRef.current) URL.revokeObjectURL(photo.previewUrl)
    }
  }, [])

  const prepareOne = useCallback(
    async (id: string, file: File) => {
      try {
        const prepared = await prepare(file)
        const current = photosRef.current.find((photo) => photo.id === id)
        // Removed (or the field unmounted) while it was being prepared: nothing to show.
        if (!isMountedRef.current || !current) return
        // The prepared JPEG is a fraction of the original's memory for the thumbnail.
        const previewUrl = URL.createObjectURL(prepared.blob)
        URL.revokeObjectURL(current.previewUrl)
        change((list) =>
          list.map((photo) =>
            photo.id === id ? { ...photo, status: 'ready', prepared, previewUrl } : photo,
          ),
        )
      } catch (error) {
        const current = photosRef.current.find((photo) => photo.id === id)
        if (!isMountedRef.current || !current) return
        URL.revokeObjectURL(current.previewUrl)
        change((list) => list.filter((photo) => photo.id !== id))
        appendMessage(photoRefusalMessage(file.name, error))
      }
    },
    [prepare, change, appendMessage],
  )

  const add = useCallback(
    (files: FileList | File[]) => {
      const chosen = Array.from(files)
      if (chosen.length === 0) return
      const accepted = chosen.slice(0, Math.max(0, MAX_PHOTOS - photosRef.current.length))
      setMessage(accepted.length < chosen.length ? copy.tooMany(MAX_PHOTOS) : null)
      const added = accepted.map((file) => ({
        file,
        photo: {
          id: `photo-${++nextIdRef.current}`,
          name: file.name,
          previewUrl: URL.createObjectURL(file),
          status: 'preparing',
        } satisfies PhotoAttachment,
      }))
      change((list) => [...list, ...added.map(({ photo }) => photo)])
      for (const { file, photo } of added) void prepareOne(photo.id, file)
    },
    [change, prepareOne],
  )

  const remove = useCallback(
    (id: string) => {
      const photo = photosRef.current.find((candidate) => candidate.id === id)
      if (!photo) return
      URL.revokeObjectURL(photo.previewUrl)
      change((list) => list.filter((candidate) => candidate.id !== id))
    },
    [change],
  )

  /** For the upload code after sending: 'failed' carries the reason to show. */
  const setUploadStatus = useCallback(
    (id: string, status: UploadStatus, error?: string) => {
      change((list) =>
        list.map((photo) =>
          photo.id === id
            ? { ...photo, status, error: status === 'failed' ? error : undefined }
            : photo,
        ),
      )
    },
    [change],
  )

  /** The photos to send, once none is still being prepared (failed ones are dropped by then). */
  const whenPrepared = useCallback(
    () =>
      new Promise<PhotoAttachment[]>((resolve) => {
        waitersRef.current.push(resolve)
        settleWaiters()
      }),
    [settleWaiters],
  )

  /** Forgets every photo: the next request starts without them. */
  const clear = useCallback(() => {
    for (const photo of photosRef.current) URL.revokeObjectURL(photo.previewUrl)
    change(() => [])
    setMessage(null)
  }, [change])

  const isPreparing = photos.some((photo) => photo.status === 'preparing')
  return { photos, message, isPreparing, add, remove, setUploadStatus, whenPrepared, clear }
}

export type PhotoAttachments = ReturnType<typeof usePhotoAttachments>

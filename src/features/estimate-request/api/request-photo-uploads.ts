import type { AppSupabaseClient } from '@/lib/supabase-context'
import { REQUEST_PHOTOS_BUCKET, REQUEST_PHOTO_TYPE, requestPhotoPath } from '@/lib/request-photos'
import type { EstimateReceipt } from './use-submit-estimate-request'

/** A receipt that can take photos: the send returned a key for them. */
export type PhotoReceipt = Pick<EstimateReceipt, 'requestId'> & { photoUploadKey: string }

// Storage's answer when the object exists: a retry whose first try did arrive (the answer was
// lost on the way back). The photo is stored, so that is a success.
const ALREADY_STORED = /already exists|duplicate/i

/** Stores one photo in its slot (1-5) of the request; the storage policy checks the key. */
export async function uploadRequestPhoto(
  supabase: AppSupabaseClient,
  receipt: PhotoReceipt,
  slot: number,
  photo: Blob,
): Promise<void> {
  const { error } = await supabase.storage
    .from(REQUEST_PHOTOS_BUCKET)
    .upload(requestPhotoPath(receipt.requestId, receipt.photoUploadKey, slot), photo, {
      contentType: REQUEST_PHOTO_TYPE,
      upsert: false,
    })
  if (error && !ALREADY_STORED.test(error.message)) throw error
}

/**
 * Tells the database the uploads are over: it closes the upload window and alerts the office
 * now rather than after the hold. Best effort: the alert goes out by itself within minutes.
 */
export async function finishRequestPhotos(
  supabase: AppSupabaseClient,
  receipt: PhotoReceipt,
): Promise<void> {
  await supabase.rpc('finish_request_photos', {
    request_id: receipt.requestId,
    photo_upload_key: receipt.photoUploadKey,
  })
}

/**
 * One request's photo uploads: each upload is tracked, so the end of the uploads is told to the
 * database only once nothing is still on its way (ending them closes the upload window, and a
 * photo still travelling would then be refused).
 */
export function createPhotoUploadSession(supabase: AppSupabaseClient, receipt: PhotoReceipt) {
  const pending = new Set<Promise<void>>()
  let isFinished = false
  const finish = () => {
    if (isFinished) return
    isFinished = true
    void finishRequestPhotos(supabase, receipt)
  }
  return {
    upload(slot: number, photo: Blob): Promise<void> {
      const upload = uploadRequestPhoto(supabase, receipt, slot, photo)
      pending.add(upload)
      const forget = () => pending.delete(upload)
      upload.then(forget, forget)
      return upload
    },
    /** Every photo is stored: the office can be alerted now. */
    finish,
    /** The visitor leaves: the uploads under way may still land, then the window closes. */
    finishWhenSettled() {
      void Promise.allSettled([...pending]).then(finish)
    },
  }
}

export type PhotoUploadSession = ReturnType<typeof createPhotoUploadSession>

import { serviceName, type ServiceKey } from '@shared/service-catalogue'
import { business } from './business'
import { serviceSectionIds } from './service-section-ids'
import { estimateFrameCopy } from './estimate-request-frame'

/** The services the form lists: the nine of /services, then a way out. */
export const estimateServiceKeys: readonly ServiceKey[] = [...serviceSectionIds, 'other']

/** A service as a select offers it: its key is sent, its name is shown. */
export const serviceOption = (key: string) => ({ value: key, label: serviceName(key) })

/** The form's service list, in the catalogue's words. */
export const estimateServiceOptions = estimateServiceKeys.map(serviceOption)

/**
 * The address field's starting value from what the button knows: 'Folsom, CA' on a city's page,
 * 'Folsom, CA 95630' after the ZIP check; none when it knows neither.
 */
export function estimateStartingAddress({ city, zip }: { city?: string; zip?: string }) {
  if (!city && !zip) return undefined
  const region = zip ? `${business.address.region} ${zip}` : business.address.region
  return city ? `${city}, ${region}` : region
}

/**
 * The line under the form's title that says what the visitor is asking about; `service` is a
 * catalogue key, shown by its name.
 */
export function estimateSubject(prefill: { service?: string; city?: string }) {
  const { city } = prefill
  const service = prefill.service && serviceName(prefill.service)
  if (service && city) return `${service} in ${city}`
  if (service) return service
  if (city) return `Landscaping in ${city}`
  return undefined
}

// Words of the online estimate request form (decisions.md, 'Online estimate request').
export const estimateRequestCopy = {
  title: estimateFrameCopy.title,
  intro: estimateFrameCopy.intro,
  requiredNote: 'Fields without “optional” are required.',
  close: estimateFrameCopy.close,
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    service: 'Service',
    address: 'Address (optional)',
    visitWindow: 'When could we visit? (optional)',
    earliestVisitDate: 'Earliest date (optional)',
    message: 'Message (optional)',
    /** The honeypot: an ordinary name for bots that fill every field; people never meet it. */
    website: 'Website',
  },
  servicePlaceholder: 'Choose a service',
  /** The first of the visit times, chosen until the visitor picks one of the others. */
  noVisitPreference: 'No preference',
  messageHint: 'What would you like done? Yard size, timing and anything else that helps.',
  submit: 'Send Request',
  busy: 'Sending…',
  confirmation: {
    title: (firstName: string) => `Thank you, ${firstName}!`,
    text: 'Your request is in. We call or e-mail you within one business day — usually the same day — to set up your free estimate.',
    /** Before the request's reference, which the acknowledgement mail repeats. */
    reference: 'Your reference:',
    urgent: 'Anything urgent? Call us — we answer the phone ourselves.',
    done: 'Done',
  },
  /** Shown under every failure: the phone always works. */
  callFallback: `You can also call us at ${business.phone.display} (${business.hours}).`,
  callLabel: `Call ${business.phone.display}`,
  unavailable: 'The online form is not available right now. Please call us instead.',
  /**
   * The 'Add photos' field and the photos' upload after sending. The limits (how many, how
   * large) are the photo module's facts, passed in rather than repeated here.
   */
  photos: {
    legend: 'Add photos (optional)',
    /** The same list after sending, when it only shows how the uploads go. */
    sentLegend: 'Your photos',
    /** The list of chosen photos, which takes the focus when one is removed. */
    chosenList: 'Chosen photos',
    hint: (maxPhotos: number) =>
      `Up to ${maxPhotos} photos of your yard help us quote faster. We shrink them on your device and remove their location data before sending.`,
    add: 'Add photos',
    addMore: 'Add more photos',
    photoAlt: (position: number, count: number, name: string) =>
      `Photo ${position} of ${count}: ${name}`,
    removePhoto: (position: number) => `Remove photo ${position}`,
    /** The names of the 'Try again' and 'Remove' buttons: the visible words, then the photo. */
    retryPhoto: (position: number) => `Try again, photo ${position}`,
    preparing: 'Preparing…',
    ready: (size: string) => `Ready, ${size}`,
    uploading: 'Uploading…',
    uploadingPhoto: (position: number) => `Uploading photo ${position}`,
    uploaded: 'Uploaded',
    failed: (reason: string) => `Upload failed: ${reason}`,
    retry: 'Try again',
    remove: 'Remove',
    tooMany: (maxPhotos: number) => `You can add up to ${maxPhotos} photos.`,
    notImage: (name: string) => `“${name}” is not a photo, so it was not added.`,
    tooLarge: (name: string, maxMegabytes: number) =>
      `“${name}” is over ${maxMegabytes} MB, so it was not added.`,
    unreadable: (name: string) =>
      `We couldn't read “${name}”, so it was not added. Please try another photo.`,
    uploadingTitle: 'Sending your photos…',
    uploadedAll: (count: number) =>
      count === 1 ? 'Your photo was sent.' : `All ${count} photos were sent.`,
    someFailed: 'Some photos did not upload. Your request is saved — try again or remove them.',
    /** When the visitor removes the failed ones or closes the dialog: the request stands. */
    skipped: 'Your request was sent without the photos that did not upload.',
  },
}

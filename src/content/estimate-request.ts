import { business } from './business'
import { serviceSections } from './services'

/** The form's service list: the nine services of /services, then a way out. */
export const estimateServiceOptions = [
  ...serviceSections.map((section) => section.title),
  'Something else',
]

/** The address field's starting value on a city's page: 'Folsom, CA'. */
export function estimateStartingAddress(city: string) {
  return `${city}, ${business.address.region}`
}

/** The line under the form's title that says what the visitor is asking about. */
export function estimateSubject({ service, city }: { service?: string; city?: string }) {
  if (service && city) return `${service} in ${city}`
  if (service) return service
  if (city) return `Landscaping in ${city}`
  return undefined
}

// Words of the online estimate request form (decisions.md, 'Online estimate request').
export const estimateRequestCopy = {
  title: 'Request a Free Estimate',
  intro: 'Tell us about your yard. We call or e-mail you within one business day.',
  requiredNote: 'Fields without “optional” are required.',
  close: 'Close',
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    service: 'Service',
    address: 'Address (optional)',
    message: 'Message (optional)',
    /** The honeypot: an ordinary name for bots that fill every field; people never meet it. */
    website: 'Website',
  },
  servicePlaceholder: 'Choose a service',
  messageHint: 'What would you like done? Yard size, timing and anything else that helps.',
  submit: 'Send Request',
  busy: 'Sending…',
  confirmation: {
    title: (firstName: string) => `Thank you, ${firstName}!`,
    text: 'Your request is in. We call or e-mail you within one business day — usually the same day — to set up your free estimate.',
    urgent: 'Anything urgent? Call us — we answer the phone ourselves.',
    done: 'Done',
  },
  /** Shown under every failure: the phone always works. */
  callFallback: `You can also call us at ${business.phone.display} (${business.hours}).`,
  callLabel: `Call ${business.phone.display}`,
  unavailable: 'The online form is not available right now. Please call us instead.',
}

// The office's usual first answers, as templates the composer fills from the request and the
// admin then edits. Typed data: adding one is adding an entry.
import { office } from '@shared/office'
import { serviceName } from '@shared/service-catalogue'

/** What a template reads of the request. */
export interface ReplyContext {
  firstName: string
  /** The service's catalogue key (or an older request's own words). */
  service: string
  /** The city the request came from, when known. */
  city: string | null
}

export interface ReplyTemplate {
  id: 'details' | 'visit' | 'outside' | 'quote'
  /** What the admin picks from. */
  label: string
  subject: (context: ReplyContext) => string
  body: (context: ReplyContext) => string
}

const greeting = ({ firstName }: ReplyContext) => `Hello ${firstName.trim() || 'there'},`
const signature = `Best regards,\n${office.name}\n${office.phone.display}`
const where = ({ city }: ReplyContext) => (city ? ` in ${city}` : '')

export const replyTemplates: readonly ReplyTemplate[] = [
  {
    id: 'details',
    label: 'Ask for photos or details',
    subject: (c) => `Your ${serviceName(c.service).toLowerCase()} request: a few questions`,
    body: (c) =>
      `${greeting(c)}\n\nThank you for your request for ${serviceName(c.service).toLowerCase()}${where(c)}. ` +
      'To give you an accurate estimate, could you reply with a few photos of the area and its rough size?\n\n' +
      signature,
  },
  {
    id: 'visit',
    label: 'Propose a visit',
    subject: (c) => `Your ${serviceName(c.service).toLowerCase()} estimate: when can we visit?`,
    body: (c) =>
      `${greeting(c)}\n\nThank you for your request for ${serviceName(c.service).toLowerCase()}${where(c)}. ` +
      'We would like to see the yard to give you a free estimate. Would [day] between [time] and [time] suit you?\n\n' +
      signature,
  },
  {
    id: 'outside',
    label: 'Outside our area',
    subject: () => 'Your estimate request',
    body: (c) =>
      `${greeting(c)}\n\nThank you for thinking of us. We are sorry: ${c.city ? `${c.city} is` : 'your address is'} ` +
      `outside the area we serve around ${office.address.city}, so we cannot take on this job.\n\n` +
      signature,
  },
  {
    id: 'quote',
    label: 'Quote follows',
    subject: (c) => `Your ${serviceName(c.service).toLowerCase()} quote`,
    body: (c) =>
      `${greeting(c)}\n\nThank you for your time during our visit. We are preparing your written quote ` +
      'for the work we discussed and will send it within two business days.\n\n' +
      signature,
  },
]

import { ArrowRight, Camera, Phone } from 'lucide-react'
import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { telHref } from '@/lib/phone-href'
import { chipLinkClass, textLinkClass } from '../components/link-styles'
import type { ScheduledVisit } from './visits-query'
import { requestHref } from './visit-links'
import { adminVisitMessages } from './visit-messages'

// What a visit's row (the Visits tab) and its entry on the day sheet both show.

/** An underlined link in the text, with the focus ring a link on its own line needs. */
export const textLink = cn(
  textLinkClass,
  'rounded focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-sun-500',
)

/** A link that looks like a small button: 'Day sheet', 'Open request', a phone number. */
export const chipLink = cn(chipLinkClass, 'text-sm')

export const fullNameOf = (visit: Pick<ScheduledVisit, 'first_name' | 'last_name'>) =>
  `${visit.first_name} ${visit.last_name}`

/** Call the homeowner: one tap on a phone. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className={chipLink}>
      <Phone className="size-4 shrink-0" aria-hidden="true" data-print="hidden" />
      <span className="sr-only">Call </span>
      {phone}
    </a>
  )
}

/** The request's card in the inbox. */
export function OpenRequestLink({
  visit,
  className,
}: {
  visit: ScheduledVisit
  className?: string
}) {
  return (
    <Link to={requestHref(visit.request_id)} className={cn(chipLink, className)}>
      {adminVisitMessages.openRequest}
      <span className="sr-only">: {fullNameOf(visit)}</span>
      <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
    </Link>
  )
}

export function PhotoCount({ count }: { count: number }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-sm',
        count > 0 ? 'text-stone-800' : 'text-stone-600',
      )}
    >
      <Camera className="size-4 shrink-0" aria-hidden="true" data-print="hidden" />
      {adminVisitMessages.photos(count)}
    </span>
  )
}

import { Mail, MessageSquare, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { mailtoHref } from '@/lib/mailto-href'
import { smsHref, telHref } from '@/lib/phone-href'
import type { Submission } from '../types'
import { chipLinkClass } from './link-styles'

function ContactLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={chipLinkClass}>
      {children}
    </a>
  )
}

/** Call, text (on phones) or write to the visitor: one tap each. */
export function ContactLinks({ request }: { request: Pick<Submission, 'email' | 'phone'> }) {
  return (
    <ul aria-label="Contact" className="flex flex-wrap gap-2 text-sm">
      <li>
        <ContactLink href={telHref(request.phone)}>
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          {request.phone}
        </ContactLink>
      </li>
      <li className="sm:hidden">
        <ContactLink href={smsHref(request.phone)}>
          <MessageSquare className="size-4 shrink-0" aria-hidden="true" />
          Text <span className="sr-only">{request.phone}</span>
        </ContactLink>
      </li>
      <li className="min-w-0 max-w-full">
        <ContactLink href={mailtoHref(request.email)}>
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{request.email}</span>
        </ContactLink>
      </li>
    </ul>
  )
}

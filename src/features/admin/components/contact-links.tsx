import { Mail, MessageSquare, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { mailtoHref } from '@/lib/mailto-href'
import type { Submission } from '../types'

function ContactLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-10 max-w-full items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 font-medium text-leaf-800 transition-colors hover:border-leaf-600 hover:bg-leaf-50 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-sun-500"
    >
      {children}
    </a>
  )
}

/** Call, text (on phones) or write to the visitor: one tap each. */
export function ContactLinks({ request }: { request: Pick<Submission, 'email' | 'phone'> }) {
  const phoneDigits = request.phone.replace(/[^\d+]/g, '')
  return (
    <ul aria-label="Contact" className="flex flex-wrap gap-2 text-sm">
      <li>
        <ContactLink href={`tel:${phoneDigits}`}>
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          {request.phone}
        </ContactLink>
      </li>
      <li className="sm:hidden">
        <ContactLink href={`sms:${phoneDigits}`}>
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

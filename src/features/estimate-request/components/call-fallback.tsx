import { Phone } from 'lucide-react'
import { estimateRequestCopy as copy } from '@/content/estimate-request'
import { business } from '@/content/business'
import { cn } from '@/lib/cn'

/** The phone number as a big call link: the way that works when the form does not. */
export function CallFallback({ className }: { className?: string }) {
  return (
    <a
      href={business.phone.href}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-leaf-800 underline underline-offset-4 hover:text-leaf-900 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-sun-500',
        className,
      )}
    >
      <Phone className="size-5 shrink-0" aria-hidden="true" />
      {copy.callLabel}
    </a>
  )
}

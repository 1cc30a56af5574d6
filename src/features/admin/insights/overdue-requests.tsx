import { Clock } from 'lucide-react'
import { Link } from 'react-router-dom'
import { textLinkClass } from '../components/link-styles'
import { overdueRequestsHref } from './insights-links'

/** How many 'new' requests have waited more than one working day, right now (any period). */
export function OverdueRequests({ count }: { count: number }) {
  const text = `${count === 1 ? '1 new request' : `${count} new requests`} waiting more than one working day`
  return (
    <p className="flex items-start gap-2 text-stone-800">
      <Clock className="mt-0.5 size-5 shrink-0 text-leaf-700" aria-hidden="true" />
      <Link to={overdueRequestsHref()} className={textLinkClass}>
        {text}
      </Link>
    </p>
  )
}

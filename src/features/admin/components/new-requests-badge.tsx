import { useQuery } from '@tanstack/react-query'
import { useSupabase } from '@/lib/supabase-context'
import { adminMessages } from '../admin-messages'
import { newRequestCountQuery } from '../api/new-request-count-query'

/** '12 new' on the inbox tab: the requests nobody has moved past status new. */
export function NewRequestsBadge() {
  const supabase = useSupabase()
  const count = useQuery(newRequestCountQuery(supabase))
  if (!count.isSuccess || count.data === 0) return null
  return (
    <>
      {' '}
      <span className="whitespace-nowrap rounded-full bg-leaf-700 px-2 py-0.5 text-xs font-semibold text-white">
        {adminMessages.newRequests(count.data)}{' '}
        <span className="sr-only">{count.data === 1 ? 'request' : 'requests'}</span>
      </span>
    </>
  )
}

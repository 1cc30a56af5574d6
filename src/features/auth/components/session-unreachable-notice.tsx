import { CloudOff } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { authMessages } from '../auth-messages'

/** Shown on /auth and /admin while a stored session waits for the server to renew it. */
export function SessionUnreachableNotice() {
  return (
    <Card tone="stone" className="mx-auto max-w-md p-6 text-center sm:p-8">
      <CloudOff className="mx-auto size-10 text-red-700" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold text-leaf-900">
        {authMessages.sessionUnreachableTitle}
      </h1>
      <p role="alert" className="mt-2 text-stone-700">
        {authMessages.sessionUnreachable}
      </p>
    </Card>
  )
}

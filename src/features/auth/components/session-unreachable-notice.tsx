import { CloudOff } from 'lucide-react'
import { NoticeCard } from '@/components/ui/notice-card'
import { authMessages } from '../auth-messages'

/** Shown on /auth and /admin while a stored session waits for the server to renew it. */
export function SessionUnreachableNotice() {
  return (
    <NoticeCard
      icon={CloudOff}
      title={authMessages.sessionUnreachableTitle}
      message={authMessages.sessionUnreachable}
      isAlert
    />
  )
}

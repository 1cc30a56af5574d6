import type { ReactNode } from 'react'
import { ShieldAlert } from 'lucide-react'
import { NoticeCard } from '@/components/ui/notice-card'

/** The card shown instead of the dashboard: not signed in, or no admin role. */
export function AccessNotice({ message, action }: { message: string; action: ReactNode }) {
  return <NoticeCard icon={ShieldAlert} title="Admin Dashboard" message={message} action={action} />
}

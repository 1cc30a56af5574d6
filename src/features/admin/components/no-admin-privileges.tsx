import { Home } from 'lucide-react'
import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/actions/button-link'
import { paths } from '@/lib/paths'
import { adminMessages } from '../admin-messages'
import { AccessNotice } from './access-notice'

/** Signed in without the admin role; the user may still sign out. */
export function NoAdminPrivileges({ signOutButton }: { signOutButton: ReactNode }) {
  return (
    <AccessNotice
      message={adminMessages.noPrivileges}
      action={
        <div className="flex flex-col gap-3">
          <ButtonLink to={paths.home} icon={Home} className="w-full">
            Return to Home
          </ButtonLink>
          {signOutButton}
        </div>
      }
    />
  )
}

import { Home } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
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
          <Button asChild className="w-full">
            <Link to={paths.home}>
              <Home className="size-5" aria-hidden="true" />
              Return to Home
            </Link>
          </Button>
          {signOutButton}
        </div>
      }
    />
  )
}

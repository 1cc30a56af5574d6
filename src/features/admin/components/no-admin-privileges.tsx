import { ButtonLink } from '@/components/actions/button-link'
import { paths } from '@/lib/paths'
import { adminMessages } from '../admin-messages'
import { AccessNotice } from './access-notice'

/** Signed in without the admin role; the private frame's top bar offers to sign out. */
export function NoAdminPrivileges() {
  return (
    <AccessNotice
      message={adminMessages.noPrivileges}
      action={
        <ButtonLink to={paths.home} icon="home" className="w-full">
          Return to Home
        </ButtonLink>
      }
    />
  )
}

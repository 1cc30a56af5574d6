import { ButtonLink } from '@/components/actions/button-link'
import { paths } from '@/lib/paths'
import { adminMessages } from '../admin-messages'
import { AccessNotice } from './access-notice'

export function SignInRequired() {
  return (
    <AccessNotice
      message={adminMessages.signInRequired}
      action={
        <ButtonLink to={paths.auth} icon="log-in" className="w-full">
          Go to Sign In
        </ButtonLink>
      }
    />
  )
}

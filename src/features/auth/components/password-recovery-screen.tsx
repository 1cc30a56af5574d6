import { SecondFactorFirst } from '../two-factor/second-factor-first'
import { NewPasswordForm } from './new-password-form'

/**
 * After a recovery link or an invitation: the second factor if the account has one, then the new
 * password. Loaded when shown: the sign-in form needs neither.
 */
export default function PasswordRecoveryScreen({
  userId,
  isInvited,
}: {
  userId: string
  isInvited: boolean
}) {
  return (
    <SecondFactorFirst userId={userId}>
      <NewPasswordForm isInvited={isInvited} />
    </SecondFactorFirst>
  )
}

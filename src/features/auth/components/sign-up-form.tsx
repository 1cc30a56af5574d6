import { useSignUp } from '../api/use-sign-up'
import { authMessages, signUpErrorMessage } from '../auth-messages'
import { CredentialsForm } from './credentials-form'
import { FormAlert } from './form-alert'

export function SignUpForm() {
  const signUp = useSignUp()
  const isAwaitingConfirmation = signUp.isSuccess && !signUp.data.isSignedIn
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">{authMessages.signUpInvited}</p>
      <CredentialsForm
        submitLabel="Sign Up"
        busyLabel="Creating Account..."
        isBusy={signUp.isPending}
        errorMessage={signUp.isError ? signUpErrorMessage(signUp.error) : undefined}
        passwordAutoComplete="new-password"
        onSubmit={(credentials) => signUp.mutate(credentials)}
      />
      {isAwaitingConfirmation && (
        <FormAlert tone="success">{authMessages.signUpSent(signUp.variables.email)}</FormAlert>
      )}
    </div>
  )
}

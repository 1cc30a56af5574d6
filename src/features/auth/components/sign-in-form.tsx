import { isBackendUnreachable } from '@/lib/backend-unreachable'
import { useSignIn } from '../api/use-sign-in'
import { authMessages, signInErrorMessage } from '../auth-messages'
import { CredentialsForm } from './credentials-form'

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const signIn = useSignIn()
  // A sign-in waiting for the server to come back says so; it has not failed.
  const isWaitingForServer = signIn.isPending && isBackendUnreachable(signIn.failureReason)
  return (
    <CredentialsForm
      submitLabel="Sign In"
      busyLabel="Signing In..."
      isBusy={signIn.isPending}
      errorMessage={
        isWaitingForServer
          ? authMessages.signInRetrying
          : signIn.isError
            ? signInErrorMessage(signIn.error)
            : undefined
      }
      passwordAutoComplete="current-password"
      onSubmit={(credentials) => signIn.mutate(credentials)}
      footer={
        <button
          type="button"
          onClick={onForgotPassword}
          className="self-center text-sm font-semibold text-leaf-700 underline-offset-4 hover:underline"
        >
          Forgot password?
        </button>
      }
    />
  )
}

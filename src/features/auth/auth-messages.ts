import { isAuthError, isAuthRetryableFetchError } from '@supabase/supabase-js'
import { isBackendUnreachable } from '@/lib/backend-unreachable'

const checkEmail = 'Please check your email for confirmation'

// Every text of spec section 8 that the auth screens show, and the mapping from backend errors.
export const authMessages = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  alreadyRegistered: 'An account with this email already exists. Please sign in instead.',
  unexpected: 'An unexpected error occurred. Please try again.',
  signedInTitle: 'Success',
  signedIn: 'Signed in successfully',
  accountCreatedTitle: 'Account Created',
  checkEmail,
  signedOutTitle: 'Signed Out',
  signedOut: 'You have been signed out successfully',
  signOutFailed: 'Failed to sign out',
  signOutUnexpected: 'An unexpected error occurred',
  // The private frame's top bar: not in the spec.
  signedInAs: 'Signed in as',
  resetSentTitle: 'Check your email',
  resetSent: 'If an account exists for this address, we sent a link to set a new password.',
  passwordUpdatedTitle: 'Password updated',
  passwordUpdated: 'Your new password is saved.',
  // Admins join by invitation (issue finding 1): not in the spec.
  newPasswordTitle: 'Set a New Password',
  newPasswordIntro: 'Choose a new password for your account.',
  /** Under a sent sign-up: how a new account becomes an admin (the database's rules, docs/admin.md). */
  signUpSent: (email: string) =>
    `${checkEmail}: we sent a link to ${email}. To become an admin, confirm, then set a new password through 'Forgot password' and ask an administrator to make you one; the dashboard then asks you to set up an authenticator app.`,
  /** Above the sign-up form: an invitee's account comes from the invitation's link. */
  signUpInvited: 'Invited to manage the website? Use the link in your invitation e-mail instead.',
  /** The database refused the sign-up: the address has a pending invitation (GoTrue says only 500). */
  signUpRefused:
    'Signing up with this address did not work. If you were invited to manage the website, use the link in your invitation e-mail instead.',
  invitedTitle: 'Choose your password',
  invitedIntro:
    'You were invited to manage the website. Choose the password you will sign in with; the admin dashboard opens next.',
  // The backend is down (issue 12): not in the spec, which has no outage states.
  unreachable: 'The server cannot be reached right now. Please try again in a moment.',
  signInRetrying:
    'The server cannot be reached right now. This page keeps trying and signs you in as soon as it is back.',
  sessionUnreachableTitle: 'Cannot reach the server',
  sessionUnreachable:
    'The server cannot be reached right now, so your sign-in cannot be checked. This page keeps trying and carries on by itself as soon as it is back; there is no need to reload.',
} as const

/** A message from the backend; a network failure or a thrown exception is not one. */
function backendMessage(error: unknown): string | undefined {
  if (!isAuthError(error) || isAuthRetryableFetchError(error)) return undefined
  return error.message || undefined
}

export function signInErrorMessage(error: unknown): string {
  if (isBackendUnreachable(error)) return authMessages.unreachable
  const message = backendMessage(error)
  if (message === undefined) return authMessages.unexpected
  if (message.includes('Invalid login credentials')) return authMessages.invalidCredentials
  return message
}

export function signUpErrorMessage(error: unknown): string {
  // GoTrue's 500 ('Database error saving new user'): the database refused the sign-up, so far
  // only for an address with a pending admin invitation. auth-js reports every 5xx as a
  // retryable fetch error, so this comes before the outage check.
  if (isAuthError(error) && error.status === 500) return authMessages.signUpRefused
  if (isBackendUnreachable(error)) return authMessages.unreachable
  const message = backendMessage(error)
  if (message === undefined) return authMessages.unexpected
  if (message.includes('User already registered')) return authMessages.alreadyRegistered
  return message
}

/** Password reset and update follow the sign-in rules: the backend's text or the generic one. */
export function authErrorMessage(error: unknown): string {
  if (isBackendUnreachable(error)) return authMessages.unreachable
  return backendMessage(error) ?? authMessages.unexpected
}

export function signOutErrorMessage(error: unknown): string {
  return isAuthError(error) ? authMessages.signOutFailed : authMessages.signOutUnexpected
}

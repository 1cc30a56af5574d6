import { isAuthError, isAuthRetryableFetchError } from '@supabase/auth-js'
import { isBackendUnreachable } from '@/lib/backend-unreachable'

// Every text of spec section 8 that the auth screens show, and the mapping from backend errors.
export const authMessages = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  alreadyRegistered: 'An account with this email already exists. Please sign in instead.',
  unexpected: 'An unexpected error occurred. Please try again.',
  signedInTitle: 'Success',
  signedIn: 'Signed in successfully',
  accountCreatedTitle: 'Account Created',
  checkEmail: 'Please check your email for confirmation',
  signedOutTitle: 'Signed Out',
  signedOut: 'You have been signed out successfully',
  signOutFailed: 'Failed to sign out',
  signOutUnexpected: 'An unexpected error occurred',
  resetSentTitle: 'Check your email',
  resetSent: 'If an account exists for this address, we sent a link to set a new password.',
  passwordUpdatedTitle: 'Password updated',
  passwordUpdated: 'Your new password is saved.',
  // Admins join by invitation (issue finding 1): not in the spec.
  newPasswordTitle: 'Set a New Password',
  newPasswordIntro: 'Choose a new password for your account.',
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

import { isAuthError, isAuthRetryableFetchError } from '@supabase/supabase-js'

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
} as const

/** A message from the backend; a network failure or a thrown exception is not one. */
function backendMessage(error: unknown): string | undefined {
  if (!isAuthError(error) || isAuthRetryableFetchError(error)) return undefined
  return error.message || undefined
}

export function signInErrorMessage(error: unknown): string {
  const message = backendMessage(error)
  if (message === undefined) return authMessages.unexpected
  if (message.includes('Invalid login credentials')) return authMessages.invalidCredentials
  return message
}

export function signUpErrorMessage(error: unknown): string {
  const message = backendMessage(error)
  if (message === undefined) return authMessages.unexpected
  if (message.includes('User already registered')) return authMessages.alreadyRegistered
  return message
}

/** Password reset and update follow the sign-in rules: the backend's text or the generic one. */
export function authErrorMessage(error: unknown): string {
  return backendMessage(error) ?? authMessages.unexpected
}

export function signOutErrorMessage(error: unknown): string {
  return isAuthError(error) ? authMessages.signOutFailed : authMessages.signOutUnexpected
}

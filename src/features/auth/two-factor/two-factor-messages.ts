import { isAuthError, isAuthRetryableFetchError } from '@supabase/supabase-js'
import { isBackendUnreachable } from '@/lib/backend-unreachable'
import { authMessages } from '../auth-messages'

// Two-factor sign-in for admins (issue 22): not in the spec, which predates it.
export const twoFactorMessages = {
  enrolTitle: 'Set up two-factor sign-in',
  enrolWhy:
    'Admins see the name, address and phone number of every customer, so signing in takes a code from an authenticator app on your phone as well as your password.',
  enrolScan:
    'Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.',
  qrAlt: 'QR code that adds Greenleaf Landscaping to your authenticator app',
  manualKeyLabel: "Can't scan it? Enter this key in the app instead:",
  enrolCodeHint: 'The app then shows a 6-digit code that changes every 30 seconds.',
  enrolSubmit: 'Turn On Two-Factor Sign-In',
  enrolBusy: 'Checking code...',
  enrolPreparing: 'Preparing your QR code...',
  enrolled: 'Two-factor sign-in is on',
  promptTitle: 'Enter your sign-in code',
  promptText:
    'Open your authenticator app and enter the 6-digit code it shows for Greenleaf Landscaping.',
  promptSubmit: 'Verify Code',
  promptBusy: 'Verifying...',
  codeBeforePassword:
    'Your account has two-factor sign-in. Enter the 6-digit code from your authenticator app, then choose your new password.',
  lostPhone:
    'Lost your phone? Another admin or the site owner can reset your two-factor sign-in, then you set it up again.',
  codeLabel: '6-digit code',
  codeInvalid: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: 'That code is not right, or it has expired. Enter the code the app shows now.',
  tooManyAttempts: 'Too many attempts. Wait a few minutes, then try again.',
  // The Account tab's list of authenticator apps.
  factorsTitle: 'Two-factor sign-in',
  factorsIntro: 'The authenticator apps that can give you a sign-in code.',
  factorsEmpty: 'No authenticator app yet.',
  addAnother: 'Add Another Authenticator App',
  remove: 'Remove',
  removeLastHint: 'Add another authenticator app before you remove this one.',
  removed: 'Authenticator app removed',
  cancel: 'Cancel',
  addedOn: (date: string) => `Added ${date}`,
} as const

/** Why a code was refused, in the office's words; the backend's text for anything unforeseen. */
export function twoFactorErrorMessage(error: unknown): string {
  if (isBackendUnreachable(error)) return authMessages.unreachable
  if (!isAuthError(error) || isAuthRetryableFetchError(error)) return authMessages.unexpected
  switch (error.code) {
    case 'mfa_verification_failed':
    case 'mfa_challenge_expired':
      return twoFactorMessages.wrongCode
    // The database's MFA verification hook refused the account for a while: its words say how long.
    case 'mfa_verification_rejected':
      return error.message || twoFactorMessages.tooManyAttempts
    case 'over_request_rate_limit':
    case 'too_many_requests':
      return twoFactorMessages.tooManyAttempts
    default:
      return error.message || authMessages.unexpected
  }
}

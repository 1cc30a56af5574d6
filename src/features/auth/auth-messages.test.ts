// @vitest-environment node
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js'
import {
  authErrorMessage,
  signInErrorMessage,
  signOutErrorMessage,
  signUpErrorMessage,
} from './auth-messages'

const apiError = (message: string) => new AuthApiError(message, 400, 'some_code')

describe('sign-in errors', () => {
  it('turns invalid credentials into the spec text', () => {
    expect(signInErrorMessage(apiError('Invalid login credentials'))).toBe(
      'Invalid email or password. Please try again.',
    )
  })

  it("shows any other backend error's own message", () => {
    expect(signInErrorMessage(apiError('Email not confirmed'))).toBe('Email not confirmed')
  })

  it.each([new Error('boom'), 'oops'])('shows the unexpected-error text for %s', (error) => {
    expect(signInErrorMessage(error)).toBe('An unexpected error occurred. Please try again.')
  })
})

describe('the backend cannot be reached', () => {
  it.each([new AuthRetryableFetchError('Failed to fetch', 0), new TypeError('Failed to fetch')])(
    'says so for sign-in, sign-up, reset and update: %s',
    (error) => {
      const unreachable = 'The server cannot be reached right now. Please try again in a moment.'
      expect(signInErrorMessage(error)).toBe(unreachable)
      expect(signUpErrorMessage(error)).toBe(unreachable)
      expect(authErrorMessage(error)).toBe(unreachable)
    },
  )
})

describe('sign-up errors', () => {
  it('turns an existing account into the spec text', () => {
    expect(signUpErrorMessage(apiError('User already registered'))).toBe(
      'An account with this email already exists. Please sign in instead.',
    )
  })

  it("shows any other backend error's own message", () => {
    expect(signUpErrorMessage(apiError('Signups not allowed for this instance'))).toBe(
      'Signups not allowed for this instance',
    )
  })

  it("points an invited address, which the database refuses, to the invitation's link", () => {
    // GoTrue hides the trigger's reason behind a 500, which auth-js reports as retryable.
    const refused =
      'Signing up with this address did not work. If you were invited to manage the website, use the link in your invitation e-mail instead.'
    expect(signUpErrorMessage(new AuthRetryableFetchError('{}', 500))).toBe(refused)
    expect(
      signUpErrorMessage(
        new AuthApiError('Database error saving new user', 500, 'unexpected_failure'),
      ),
    ).toBe(refused)
    // A gateway's 502-504 is still an outage.
    expect(signUpErrorMessage(new AuthRetryableFetchError('{}', 503))).toBe(
      'The server cannot be reached right now. Please try again in a moment.',
    )
  })

  it('shows the unexpected-error text for an exception', () => {
    expect(signUpErrorMessage(new TypeError('x'))).toBe(
      'An unexpected error occurred. Please try again.',
    )
  })
})

describe('other auth errors', () => {
  it('keeps the backend message for password reset and update', () => {
    expect(authErrorMessage(apiError('Token has expired or is invalid'))).toBe(
      'Token has expired or is invalid',
    )
    expect(authErrorMessage(new Error('x'))).toBe('An unexpected error occurred. Please try again.')
  })

  it('says sign-out failed, or that something unexpected happened', () => {
    expect(signOutErrorMessage(apiError('Session not found'))).toBe('Failed to sign out')
    expect(signOutErrorMessage(new Error('x'))).toBe('An unexpected error occurred')
  })
})

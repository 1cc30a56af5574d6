// @vitest-environment node
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js'
import { adminError, adminErrorMessage, adminMessages } from './admin-messages'

const postgrestError = (code: string, message: string) => ({ code, message, details: '', hint: '' })
const submissionsErrorMessage = (error: unknown) => adminErrorMessage(error, 'loadSubmissions')

describe('submissions load errors', () => {
  it('says access is denied for a row-level-security refusal', () => {
    expect(submissionsErrorMessage(postgrestError('42501', 'permission denied for table'))).toBe(
      'Access denied. You need admin privileges to view contact submissions.',
    )
    expect(submissionsErrorMessage(postgrestError('PGRST000', 'this is not allowed'))).toBe(
      'Access denied. You need admin privileges to view contact submissions.',
    )
  })

  it('includes the backend message otherwise', () => {
    expect(submissionsErrorMessage(postgrestError('42P01', 'relation does not exist'))).toBe(
      'Failed to load submissions: relation does not exist',
    )
  })

  it('says something unexpected happened for a failed fetch or an exception', () => {
    const unexpected = 'An unexpected error occurred while loading submissions.'
    expect(submissionsErrorMessage(postgrestError('', 'TypeError: fetch failed'))).toBe(unexpected)
    expect(submissionsErrorMessage(new TypeError('x'))).toBe(unexpected)
  })
})

describe('users load errors', () => {
  it('shows the message, or the fallback text', () => {
    expect(
      adminErrorMessage(postgrestError('42501', 'Only admins can list users'), 'loadUsers'),
    ).toBe('Only admins can list users')
    expect(adminErrorMessage({}, 'loadUsers')).toBe('Failed to load users and roles')
  })
})

describe('role change errors', () => {
  it("shows the database's message, such as the last-admin refusal", () => {
    const refusal = 'Cannot remove the last admin. Make another user an admin first.'
    expect(adminErrorMessage(postgrestError('P0001', refusal), 'removeRole')).toBe(refusal)
  })

  it('falls back to the spec texts', () => {
    expect(adminErrorMessage(null, 'assignRole')).toBe('Failed to assign admin role')
    expect(adminErrorMessage({ message: '' }, 'removeRole')).toBe('Failed to remove admin role')
  })
})

describe('request change errors', () => {
  it('names what failed, and why when the server or the network said', () => {
    expect(adminErrorMessage(postgrestError('P0001', 'gone'), 'saveNote')).toBe(
      'Failed to save the note: gone',
    )
    expect(adminErrorMessage(new TypeError('Failed to fetch'), 'changeStatus')).toBe(
      'Failed to change the status: the server cannot be reached right now.',
    )
    expect(adminErrorMessage({}, 'deleteRequest')).toBe('Failed to delete the request')
  })
})

describe('password link errors', () => {
  it("names what failed and why: GoTrue's refusal, or the unreachable server", () => {
    const rateLimited = new AuthApiError(
      'Email rate limit exceeded',
      429,
      'over_email_send_rate_limit',
    )
    expect(adminErrorMessage(rateLimited, 'sendPasswordLink')).toBe(
      'Failed to send the password link: Email rate limit exceeded',
    )
    expect(
      adminErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0), 'sendPasswordLink'),
    ).toBe('Failed to send the password link: the server cannot be reached right now.')
  })
})

describe('query errors', () => {
  it("carry the text to show, and the backend's error as cause", () => {
    const backendError = postgrestError('PGRST301', 'JWT expired')
    const error = adminError(backendError, 'checkAccess')
    expect(error.message).toBe('Could not check your access: JWT expired')
    expect(error.cause).toBe(backendError)
  })
})

describe('inbox texts', () => {
  it('counts new requests and names who saved a note', () => {
    expect(adminMessages.newRequests(12)).toBe('12 new')
    expect(adminMessages.noteSavedBy('a@example.com', 'Nov 26, 2026, 03:04 PM')).toBe(
      'Saved by a@example.com on Nov 26, 2026, 03:04 PM',
    )
  })
})

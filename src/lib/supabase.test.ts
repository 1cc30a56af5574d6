// @vitest-environment node
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js'
import { isBackendUnreachable } from './backend-unreachable'

describe('isBackendUnreachable', () => {
  it.each([
    ['a failed auth call', new AuthRetryableFetchError('Failed to fetch', 0)],
    ['a gateway error on an auth call', new AuthRetryableFetchError('Bad Gateway', 502)],
    ['a fetch that threw', new TypeError('Failed to fetch')],
    ['a fetch that threw in Node', new TypeError('fetch failed')],
    ['a failed database call', { message: 'TypeError: Failed to fetch', details: '', code: '' }],
    [
      'a failed database call wrapped with the spec text',
      new Error('An unexpected error occurred while loading submissions.', {
        cause: { message: 'TypeError: Failed to fetch', code: '' },
      }),
    ],
  ])('is true for %s', (_case, error) => {
    expect(isBackendUnreachable(error)).toBe(true)
  })

  it.each([
    ['no error', null],
    [
      'wrong credentials',
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    ],
    ['a refusal by row-level security', { message: 'permission denied', code: '42501' }],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['an aborted database call', { message: 'AbortError: The user aborted a request.', code: '' }],
  ])('is false for %s', (_case, error) => {
    expect(isBackendUnreachable(error)).toBe(false)
  })
})

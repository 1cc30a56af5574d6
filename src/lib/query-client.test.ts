// @vitest-environment node
import { retryDelay } from './backend-unreachable'
import { createQueryClient } from './query-client'

// What supabase-js' database calls return, carried as the cause of the error a query throws.
const unreachable = new Error('x', { cause: { message: 'TypeError: Failed to fetch', code: '' } })
const refused = new Error('x', { cause: { message: 'permission denied', code: '42501' } })

function retryOf(queryClient: ReturnType<typeof createQueryClient>) {
  const { retry } = queryClient.getDefaultOptions().queries ?? {}
  if (typeof retry !== 'function') throw new Error('retry is not a function')
  return retry
}

describe('createQueryClient', () => {
  it('keeps trying while the backend cannot be reached, other failures once', () => {
    const retry = retryOf(createQueryClient())
    expect(retry(50, unreachable)).toBe(true)
    expect(retry(0, refused)).toBe(true)
    expect(retry(1, refused)).toBe(false)
  })

  it('does not retry at all in tests that ask so', () => {
    expect(createQueryClient({ retry: false }).getDefaultOptions().queries?.retry).toBe(false)
  })

  it('backs off from 1 s to every 5 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 5000, 5000, 5000])
  })
})

import { isAuthRetryableFetchError } from '@supabase/supabase-js'

// How the browser words a request that never got an answer (Chromium, Firefox, Safari, Node).
const FAILED_FETCH = /failed to fetch|fetch failed|networkerror|load failed/i

/**
 * The request never reached the backend, or its gateway answered 502-504: the server is down or
 * the network is, so trying again later can work. Follows `cause`, since query functions wrap the
 * backend's error in one carrying the spec's text.
 */
export function isBackendUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (isAuthRetryableFetchError(current)) return true
    if (current instanceof TypeError && FAILED_FETCH.test(current.message)) return true
    if (typeof current !== 'object') return false
    // supabase-js' database calls do not throw: a failed fetch comes back as an error with an
    // empty code and the fetch's own 'TypeError: Failed to fetch' as its message.
    const { code, message, cause } = current as Record<string, unknown>
    if (code === '' && typeof message === 'string' && /^(TypeError|FetchError): /.test(message)) {
      return true
    }
    current = cause
  }
  return false
}

const MAX_RETRY_DELAY_MS = 5_000

/** Back-off between tries: 1 s, 2 s, 4 s, then every 5 s while the server stays away. */
export function retryDelay(attempt: number) {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS)
}

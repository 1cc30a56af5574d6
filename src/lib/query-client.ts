import { QueryClient } from '@tanstack/react-query'
import { isBackendUnreachable, retryDelay } from './backend-unreachable'

/**
 * The cache of the private app and the estimate form. While the backend cannot be reached a
 * query keeps trying, backing off, so a screen comes back by itself when the server does
 * (issue 12); any other failure is tried `retry` times more. Tests pass `retry: false` so a
 * failure shows at once.
 */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry:
          retry === false
            ? false
            : (failureCount, error) => isBackendUnreachable(error) || failureCount < retry,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  })
}

let browserQueryClient: QueryClient | undefined

/** One cache per tab, kept while the visitor moves between /auth and /admin. */
export function getQueryClient() {
  browserQueryClient ??= createQueryClient()
  return browserQueryClient
}

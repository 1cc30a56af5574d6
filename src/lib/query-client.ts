import { QueryClient } from '@tanstack/react-query'

/** The admin screens' cache. Tests pass `retry: false` so a failure shows at once. */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { retry, staleTime: 30_000, refetchOnWindowFocus: true },
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

import type { QueryClient } from '@tanstack/react-query'
import { adminKeys } from './admin-keys'

/**
 * After a change to a request: the inbox pages, the new count and the histories reload. Returned
 * to the mutation, so its control stays busy until the list shows the change.
 */
export function invalidateRequests(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.submissions() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.history() }),
  ])
}

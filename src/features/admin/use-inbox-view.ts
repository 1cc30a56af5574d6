import { useCallback, useMemo } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { linkedRequestId } from '@shared/request-link'
import { inboxSearchParams, readInboxView, type InboxView } from './inbox-view'

/** The inbox view the URL names, and a way to show another one (a new history entry). */
export function useInboxView() {
  const [searchParams, setSearchParams] = useSearchParams()
  const view = useMemo(() => readInboxView(searchParams), [searchParams])
  const showView = useCallback(
    (next: InboxView) => setSearchParams(inboxSearchParams(next)),
    [setSearchParams],
  )
  return { view, showView }
}

/** The request an alert mail links to (`/admin#request-{id}`), read with the mail's own rule. */
export function useLinkedRequestId(): string | undefined {
  return linkedRequestId(useLocation().hash)
}

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import type { Submission } from '../types'

interface KeptRequests {
  /** Keeps this version of a request on the page even if the refreshed view leaves it out. */
  keep: (request: Submission) => void
  /** Lets it go (it was deleted). */
  forget: (requestId: string) => void
}

const KeptRequestsContext = createContext<KeptRequests>({ keep: () => {}, forget: () => {} })

export const useKeptRequests = () => useContext(KeptRequestsContext)

const newestFirst = (a: Submission, b: Submission) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id)

/**
 * A request whose status the admin changes can fall out of the view ('New' after marking it
 * 'Contacted'). It stays where it was, with its open card and unsaved note, until the view
 * changes; the refreshed rows win for everything still in the view.
 */
export function useKeptRequestRows(requests: Submission[], viewKey: string) {
  const [kept, setKept] = useState<{ viewKey: string; rows: Map<string, Submission> }>({
    viewKey,
    rows: new Map(),
  })
  const keptRows = kept.viewKey === viewKey ? kept.rows : undefined
  const actions = useMemo<KeptRequests>(
    () => ({
      keep: (request) =>
        setKept((current) => {
          const rows = new Map(current.viewKey === viewKey ? current.rows : [])
          return { viewKey, rows: rows.set(request.id, request) }
        }),
      forget: (requestId) =>
        setKept((current) => {
          const rows = new Map(current.rows)
          rows.delete(requestId)
          return { ...current, rows }
        }),
    }),
    [viewKey],
  )
  const rows = useMemo(() => {
    if (!keptRows?.size) return { rows: requests, outOfView: new Set<string>() }
    const shown = new Set(requests.map((request) => request.id))
    const outOfView = [...keptRows.values()].filter((request) => !shown.has(request.id))
    return {
      rows: [...requests, ...outOfView].sort(newestFirst),
      outOfView: new Set(outOfView.map((request) => request.id)),
    }
  }, [requests, keptRows])
  return { ...rows, actions }
}

export function KeptRequestsProvider({
  actions,
  children,
}: {
  actions: KeptRequests
  children: ReactNode
}) {
  return <KeptRequestsContext.Provider value={actions}>{children}</KeptRequestsContext.Provider>
}

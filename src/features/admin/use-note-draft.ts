import { useState } from 'react'

/**
 * The note being written on a request. The list refreshes in the background; a refreshed note
 * replaces the draft only when the admin had not changed it (the draft still equals the last
 * saved text) or already says the same once trimmed (this admin's own save coming back), so
 * nobody's typing is lost to another admin's save.
 */
export function useNoteDraft(savedNote: string | null) {
  const saved = savedNote ?? ''
  const [draft, setDraft] = useState(saved)
  const [lastSaved, setLastSaved] = useState(saved)
  if (saved !== lastSaved) {
    setLastSaved(saved)
    if (draft === lastSaved || draft.trim() === saved) setDraft(saved)
  }
  return { draft, setDraft, isChanged: draft.trim() !== saved }
}

import { useCallback, useState } from 'react'

interface Draft {
  text: string
  /** The saved note when the draft was typed (or settled). */
  over: string
  /** Typed by this admin and not yet saved. */
  isTyped: boolean
}

/**
 * The note being written on a request. The list refreshes in the background: an untyped draft
 * shows the saved note as it refreshes, a typed one is never replaced by another admin's save, and
 * a typed one that a refreshed note equals once trimmed (this admin's save coming back) shows the
 * saved note. What shows is derived at render, not copied into state, because a save's
 * callback can run before or after the refreshes that follow it.
 */
export function useNoteDraft(savedNote: string | null) {
  const saved = savedNote ?? ''
  const [state, setState] = useState<Draft>({ text: saved, over: saved, isTyped: false })
  const isOwnSaveBack = state.isTyped && saved !== state.over && state.text.trim() === saved
  const isFresh = state.isTyped ? !isOwnSaveBack : state.over === saved
  const draft = isFresh ? state.text : saved

  const setDraft = useCallback(
    (text: string) => setState({ text, over: saved, isTyped: true }),
    [saved],
  )
  // After this admin's save: the text sent shows trimmed until the refreshed note arrives, unless
  // more was typed meanwhile.
  const settleSaved = useCallback(
    (sent: string) =>
      setState((current) =>
        current.isTyped && current.text === sent
          ? { text: sent.trim(), over: current.over, isTyped: false }
          : current,
      ),
    [],
  )
  return { draft, setDraft, settleSaved, isChanged: state.isTyped && draft.trim() !== saved }
}

export type NoteDraft = ReturnType<typeof useNoteDraft>

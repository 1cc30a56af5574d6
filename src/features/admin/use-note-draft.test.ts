import { act, renderHook } from '@testing-library/react'
import { useNoteDraft } from './use-note-draft'

function renderNoteDraft(savedNote: string | null) {
  return renderHook(({ saved }) => useNoteDraft(saved), { initialProps: { saved: savedNote } })
}

describe('useNoteDraft', () => {
  it('takes a refreshed note when the admin had not touched the draft', () => {
    const { result, rerender } = renderNoteDraft(null)
    rerender({ saved: 'Visit Friday' })
    expect(result.current.draft).toBe('Visit Friday')
    expect(result.current.isChanged).toBe(false)
  })

  it('keeps what the admin is typing when another admin saves', () => {
    const { result, rerender } = renderNoteDraft('Visit Friday')
    act(() => result.current.setDraft('Visit Friday at 9'))
    rerender({ saved: 'Call first' })
    expect(result.current.draft).toBe('Visit Friday at 9')
    expect(result.current.isChanged).toBe(true)
  })

  // The refetch after a save can arrive before the save's own callback runs.
  it('takes its own save back trimmed, as soon as the refreshed note arrives', () => {
    const { result, rerender } = renderNoteDraft(null)
    act(() => result.current.setDraft('  Left a voicemail.  '))
    rerender({ saved: 'Left a voicemail.' })
    expect(result.current.draft).toBe('Left a voicemail.')
    expect(result.current.isChanged).toBe(false)
  })
})

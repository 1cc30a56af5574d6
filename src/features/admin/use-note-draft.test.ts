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

  // Seen in CI: the save's callback ran after another admin's note had already arrived.
  it('lets a late save callback trim only the text it sent', () => {
    const { result, rerender } = renderNoteDraft(null)
    act(() => result.current.setDraft('  Left a voicemail.  '))
    rerender({ saved: 'Left a voicemail.' })
    rerender({ saved: 'Visit Friday' })
    act(() => result.current.settleSaved('  Left a voicemail.  '))
    expect(result.current.draft).toBe('Visit Friday')
    expect(result.current.isChanged).toBe(false)
  })

  it('trims the text it sent when the refetch did not bring it back', () => {
    const { result } = renderNoteDraft(null)
    act(() => result.current.setDraft('  Left a voicemail.  '))
    act(() => result.current.settleSaved('  Left a voicemail.  '))
    expect(result.current.draft).toBe('Left a voicemail.')
  })

  it('keeps a space typed after a note that is saved as it reads', () => {
    const { result } = renderNoteDraft('Visit Friday')
    act(() => result.current.setDraft('Visit Friday '))
    expect(result.current.draft).toBe('Visit Friday ')
    act(() => result.current.setDraft('Visit Friday a'))
    expect(result.current.isChanged).toBe(true)
  })
})

import { Save } from 'lucide-react'
import type { FormEvent } from 'react'
import { BusyButton } from '@/components/ui/busy-button'
import { TextareaField } from '@/components/ui/textarea-field'
import { formatDate } from '@/lib/format-date'
import { adminMessages } from '../admin-messages'
import { useSaveRequestNote } from '../api/use-save-request-note'
import type { Submission } from '../types'
import type { NoteDraft } from '../use-note-draft'

// The database's check on the note (contact_submissions_note_check).
const NOTE_MAX_LENGTH = 5000

interface RequestNoteProps {
  request: Pick<Submission, 'id' | 'note' | 'note_updated_at' | 'note_updated_by_email'>
  /** The draft lives in the card, so closing the details or a refresh keeps what was typed. */
  noteDraft: NoteDraft
}

/** The office's internal note on a request: visitors never see it. */
export function RequestNote({ request, noteDraft }: RequestNoteProps) {
  const { draft, setDraft, settleSaved, isChanged } = noteDraft
  const saveNote = useSaveRequestNote(request.id)
  const savedBy =
    request.note && request.note_updated_at
      ? adminMessages.noteSavedBy(
          request.note_updated_by_email,
          formatDate(request.note_updated_at),
        )
      : undefined

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const sent = draft
    saveNote.mutate(sent.trim(), { onSuccess: () => settleSaved(sent) })
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2">
      <TextareaField
        label="Internal note"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        hint={savedBy ?? 'Only admins see this note.'}
      />
      <div className="flex flex-wrap items-center gap-3">
        <BusyButton
          type="submit"
          size="sm"
          variant="outline"
          isBusy={saveNote.isPending}
          busyLabel="Saving…"
          disabled={!isChanged}
          icon={<Save className="size-4" aria-hidden="true" />}
        >
          Save note
        </BusyButton>
        {isChanged && !saveNote.isPending && (
          <p className="text-sm text-stone-600">Unsaved changes</p>
        )}
      </div>
    </form>
  )
}

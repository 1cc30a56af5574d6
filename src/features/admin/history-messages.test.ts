// @vitest-environment node
import { describeHistoryEvent } from './history-messages'
import type { HistoryEvent } from './types'

const event = (fields: Partial<HistoryEvent>): HistoryEvent => ({
  id: 1,
  occurred_at: '2026-11-26T23:04:00Z',
  kind: 'admin_role_granted',
  actor_id: null,
  actor_email: null,
  request_id: null,
  user_id: null,
  user_email: null,
  from_value: null,
  to_value: null,
  ...fields,
})

describe('describeHistoryEvent', () => {
  it('tells a visit scheduled, moved and cancelled, with its day and window or time', () => {
    const actor = { actor_email: 'admin@example.com', request_id: 'r1' }
    expect(
      describeHistoryEvent(
        event({ ...actor, kind: 'request_visit_scheduled', to_value: '2026-12-08 08-10' }),
      ),
    ).toBe('admin@example.com scheduled a visit for Tue, Dec 8, 2026, 8–10 am')
    expect(
      describeHistoryEvent(
        event({
          ...actor,
          kind: 'request_visit_rescheduled',
          from_value: '2026-12-08 08-10',
          to_value: '2026-12-09 09:30',
        }),
      ),
    ).toBe(
      'admin@example.com moved the visit from Tue, Dec 8, 2026, 8–10 am to Wed, Dec 9, 2026, 9:30 am',
    )
    expect(
      describeHistoryEvent(
        event({ ...actor, kind: 'request_visit_cancelled', from_value: '2026-12-09 15-17' }),
      ),
    ).toBe('admin@example.com cancelled the visit on Wed, Dec 9, 2026, 3–5 pm')
    // Erased with its request: the fact stays, the time is gone.
    expect(describeHistoryEvent(event({ ...actor, kind: 'request_visit_cancelled' }))).toBe(
      'admin@example.com cancelled the visit',
    )
  })

  it('names who gave or took the admin role, and whom', () => {
    expect(
      describeHistoryEvent(
        event({ actor_email: 'admin@example.com', user_email: 'jo@example.com' }),
      ),
    ).toBe('admin@example.com made jo@example.com an admin')
    expect(
      describeHistoryEvent(
        event({
          kind: 'admin_role_removed',
          actor_email: 'admin@example.com',
          user_email: 'jo@example.com',
        }),
      ),
    ).toBe('admin@example.com removed the admin role from jo@example.com')
  })

  it("says 'System' when no signed-in user made the change", () => {
    expect(describeHistoryEvent(event({ user_email: 'jo@example.com' }))).toBe(
      'System made jo@example.com an admin',
    )
  })

  it('names a deleted request by its id and the status it had, never by its sender', () => {
    expect(
      describeHistoryEvent(
        event({
          kind: 'request_deleted',
          actor_email: 'admin@example.com',
          request_id: '3f2a9c1e-7b4d-4e8a-9f10-2c3d4e5f6a7b',
          from_value: 'archived',
        }),
      ),
    ).toBe('admin@example.com deleted request 3f2a9c1e (Archived)')
    expect(describeHistoryEvent(event({ kind: 'request_deleted' }))).toBe(
      'System deleted a request',
    )
  })
})

describe('request history', () => {
  const requestEvent = (fields: Partial<HistoryEvent>) =>
    event({ kind: 'request_status_changed', actor_email: 'admin@example.com', ...fields })

  it('says who changed the status from what to what', () => {
    expect(describeHistoryEvent(requestEvent({ from_value: 'new', to_value: 'contacted' }))).toBe(
      'admin@example.com changed status from New to Contacted',
    )
  })

  it('says who asked for a review', () => {
    expect(describeHistoryEvent(requestEvent({ kind: 'request_review_asked' }))).toBe(
      'admin@example.com asked for a review',
    )
  })

  it('says what happened to the note, and names the system when nobody signed in did it', () => {
    expect(
      describeHistoryEvent(requestEvent({ kind: 'request_note_changed', to_value: 'x' })),
    ).toBe('admin@example.com added a note')
    expect(
      describeHistoryEvent(
        requestEvent({ kind: 'request_note_changed', from_value: 'x', to_value: 'y' }),
      ),
    ).toBe('admin@example.com changed the note')
    expect(
      describeHistoryEvent(
        requestEvent({ kind: 'request_note_changed', actor_email: null, from_value: 'x' }),
      ),
    ).toBe('System removed the note')
  })

  it("reads a deleted request's erased note changes as changes", () => {
    expect(describeHistoryEvent(requestEvent({ kind: 'request_note_changed' }))).toBe(
      'admin@example.com changed the note',
    )
  })
})

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

  it('names the deleted request by its sender, then service, e-mail and status', () => {
    expect(
      describeHistoryEvent(
        event({
          kind: 'request_deleted',
          actor_email: 'admin@example.com',
          from_value: 'Maria Gonzalez, Lawn Care, maria.gonzalez@example.com, new',
        }),
      ),
    ).toBe(
      'admin@example.com deleted the request from Maria Gonzalez (Lawn Care, maria.gonzalez@example.com, new)',
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
    expect(describeHistoryEvent(requestEvent({ kind: 'request_deleted' }))).toBe(
      'admin@example.com deleted the request',
    )
  })
})

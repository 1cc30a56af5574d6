// The details the database writes for a visit mail (supabase/functions/_shared/visit-mail.ts), as
// the Deno and the Node tests both use them: plain TypeScript, no runtime API.

export const SAMPLE_VISIT_ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b'

/** A first invitation: Tue, Dec 8, 2026, 8–10 am, with a note; `overrides` change any field. */
export function sampleVisitDetails(overrides: Record<string, unknown> = {}) {
  return {
    visit_id: SAMPLE_VISIT_ID,
    sequence: 0,
    change: 'scheduled',
    visit_date: '2026-12-08',
    arrival_window: '08-10',
    start_time: null,
    note: 'Gate code 1234',
    changed_at: '2026-12-01T17:03:12.123456+00:00',
    ...overrides,
  }
}

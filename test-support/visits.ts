// Estimate visits for tests and the screenshots, scheduled as an admin's 'Schedule visit' does.
import type { SupabaseClient } from '@supabase/supabase-js'

/** When a visit is: an arrival window ('08-10') or an exact time ('09:30'). */
export type VisitSlot = { arrival_window: string } | { start_time: string }

/**
 * Schedules (or moves) a request's visit through schedule_visit, with a key of its own, as a
 * signed-in admin (past the second factor). Returns the visit's id.
 */
export async function scheduleVisit(
  admin: SupabaseClient,
  requestId: string,
  day: string,
  slot: VisitSlot,
  note?: string | null,
): Promise<string> {
  const { data, error } = await admin.rpc('schedule_visit', {
    request_id: requestId,
    visit_date: day,
    client_key: crypto.randomUUID(),
    ...slot,
    ...(note ? { note } : {}),
  })
  if (error) throw new Error(`scheduling a visit failed: ${error.message}`)
  return data as string
}

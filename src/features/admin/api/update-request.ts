import type { Database } from '@shared/database.types'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { adminMessages } from '../admin-messages'

/** What the office changes on a request; the database stamps who and when. */
export type RequestChanges = Pick<
  Database['public']['Tables']['contact_submissions']['Update'],
  'status' | 'note' | 'opened_at'
>

export async function updateRequest(
  supabase: AppSupabaseClient,
  requestId: string,
  changes: RequestChanges,
) {
  const { data, error } = await supabase
    .from('contact_submissions')
    .update(changes)
    .eq('id', requestId)
    .select('id')
  if (error) throw error
  // Row-level security hides rows instead of refusing: nothing updated means it is gone.
  if (data.length === 0) throw new Error(adminMessages.requestGone)
}

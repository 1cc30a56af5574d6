import type { Database } from '@shared/database.types'
import type { AppSupabaseClient } from '@/lib/supabase-context'
import { adminError } from '../admin-messages'
import type { Submission } from '../types'

export type ListRequestsArgs = Database['public']['Functions']['list_estimate_requests']['Args']

/** One call of list_estimate_requests (rows newest first); errors carry the spec's texts. */
export async function listRequests(
  supabase: AppSupabaseClient,
  args: ListRequestsArgs,
): Promise<Submission[]> {
  let result
  try {
    result = await supabase.rpc('list_estimate_requests', args)
  } catch (error) {
    throw adminError(error, 'loadSubmissions')
  }
  if (result.error) throw adminError(result.error, 'loadSubmissions')
  return result.data
}

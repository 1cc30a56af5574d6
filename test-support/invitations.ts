// Invitations to become an admin, sent as User Management sends them: through the invite-admin
// Edge Function, with the caller's own session (or the service-role key, as the operator).
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'

/** The function's answer: its status and JSON body, whether it succeeded or not. */
export async function inviteAdmin(client: SupabaseClient, email: string) {
  const { data, error } = await client.functions.invoke('invite-admin', { body: { email } })
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  if (error) throw error
  return { status: 200, body: data as Record<string, unknown> }
}

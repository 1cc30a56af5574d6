import type { Database } from '@shared/database.types'

export type Submission = Database['public']['Tables']['contact_submissions']['Row']

export type RequestStatus = Database['public']['Enums']['estimate_request_status']

/** A row of the database's append-only history (written by triggers, read by admins). */
export type HistoryEvent = Database['public']['Tables']['history_events']['Row']

type ListedUser = Database['public']['Functions']['list_users']['Returns'][number]

/**
 * A list_users row. The generated type calls a table function's columns never null, but Postgres
 * does not promise that, so the columns that can be null stay nullable here.
 */
export interface RegisteredUser {
  id: string
  email: string | null
  created_at: string | null
  last_sign_in_at: string | null
  email_confirmed_at: string | null
  is_admin: boolean
  /** Their current password was chosen through an e-mail link, which the admin role needs. */
  password_chosen: boolean
}

export function toRegisteredUsers(rows: ListedUser[]): RegisteredUser[] {
  return rows.flatMap((row) =>
    row.id === null
      ? []
      : [
          {
            ...row,
            id: row.id,
            is_admin: row.is_admin === true,
            password_chosen: row.password_chosen === true,
          },
        ],
  )
}

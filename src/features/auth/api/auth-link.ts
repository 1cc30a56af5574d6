import { openingUrlFragment } from '@/lib/supabase'

export interface AuthLinkResult {
  /** The page was opened from a password recovery e-mail. */
  isRecovery: boolean
  /** The page was opened from an admin's invitation (GoTrue puts `type=invite` in the fragment). */
  isInvite: boolean
  /** Why a confirmation or recovery link failed (expired, already used), as the backend says. */
  errorDescription?: string
}

/**
 * What the e-mail link put in the URL fragment. supabase-js clears the fragment once it has
 * taken the session (lib/supabase.ts keeps a copy), and its INITIAL_SESSION event may arrive
 * before PASSWORD_RECOVERY, so the screens read the link itself.
 */
export function readAuthLink(): AuthLinkResult {
  if (typeof window === 'undefined') return { isRecovery: false, isInvite: false }
  const hash = window.location.hash || openingUrlFragment()
  const fragment = new URLSearchParams(hash.slice(1))
  const errorDescription = fragment.get('error_description') ?? undefined
  const type = errorDescription ? undefined : fragment.get('type')
  return { isRecovery: type === 'recovery', isInvite: type === 'invite', errorDescription }
}

// Admins sign in with a second factor (TOTP): the database gives admin data only to aal2
// sessions. Tests pass that step as an admin's phone would: a new admin enrols an authenticator
// (the secret comes back once, from enrol); an enrolled one gets the current code from the local
// backend, which holds the secrets (the route `npm run admin -- code` uses).
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Backend } from '../backend/server/start-backend.ts'
import { currentTotpCode } from '../backend/server/totp.ts'
import { statelessClient, type TestUser } from './users.ts'

type Api = Pick<Backend, 'url' | 'anonKey' | 'serviceRoleKey'>

/** The current code of each verified TOTP factor of a user, from the local backend. */
export async function currentCodesOf(backend: Api, userId: string): Promise<Map<string, string>> {
  const response = await fetch(`${backend.url}/auth/v1/local/users/${userId}/totp-codes`, {
    headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` },
  })
  if (!response.ok) throw new Error(`totp-codes answered ${response.status}`)
  const { factors } = (await response.json()) as { factors: { id: string; code: string }[] }
  return new Map(factors.map((factor) => [factor.id, factor.code]))
}

/**
 * Raises a signed-in client's session to aal2: with the code of its verified factor, or by
 * enrolling one when it has none. Returns the factor's id.
 */
export async function passSecondFactor(backend: Api, supabase: SupabaseClient): Promise<string> {
  const { data: userData, error: userError } = await supabase.auth.getUser()
  if (userError) throw userError
  const listed = await supabase.auth.mfa.listFactors()
  if (listed.error) throw listed.error
  const verified = listed.data.totp[0]
  let factorId: string
  let code: string
  if (verified) {
    factorId = verified.id
    const codes = await currentCodesOf(backend, userData.user.id)
    code = codes.get(factorId) ?? ''
  } else {
    const enrolled = await supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: `Test authenticator ${Date.now()}`,
    })
    if (enrolled.error) throw enrolled.error
    factorId = enrolled.data.id
    code = currentTotpCode(enrolled.data.totp.secret)
  }
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code })
  if (error) throw error
  return factorId
}

/** A stateless client signed in as an admin, past the second factor (aal2). */
export async function signedInAdminClient(
  backend: Api,
  { email, password }: Pick<TestUser, 'email' | 'password'>,
) {
  const supabase = statelessClient(backend)
  const { error } = await supabase.auth.signInWithPassword({ email, password })
  if (error) throw error
  await passSecondFactor(backend, supabase)
  const { data } = await supabase.auth.getSession()
  if (!data.session) throw new Error(`no session for ${email} after the second factor`)
  return { supabase, user: data.session.user, session: data.session }
}

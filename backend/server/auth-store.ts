import { randomInt } from 'node:crypto'
import type { DbConnection, Queryable } from '../db/connection.ts'

/** The auth.users columns this backend reads (GoTrue's names, reference C.4). */
export type UserRow = {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  phone: string | null
  email_confirmed_at: Date | null
  phone_confirmed_at: Date | null
  confirmation_sent_at: Date | null
  confirmed_at: Date | null
  recovery_sent_at: Date | null
  email_change: string | null
  email_change_sent_at: Date | null
  invited_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date
  updated_at: Date
  banned_until: Date | null
  deleted_at: Date | null
  is_anonymous: boolean
  /** The user's second factors (auth.mfa_factors), oldest first; null when there are none. */
  factors: FactorSummary[] | null
}

/** A factor as the user object lists it; timestamps are JSON strings from Postgres. */
export type FactorSummary = {
  id: string
  friendly_name: string | null
  factor_type: string
  status: 'verified' | 'unverified'
  created_at: string
  updated_at: string
  last_challenged_at: string | null
}

export type IdentityRow = {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
  email: string | null
}

export type RefreshTokenRow = {
  token: string
  user_id: string
  revoked: boolean
  parent: string | null
  session_id: string
  updated_at: Date
}

export type TokenKind = 'confirmation_token' | 'recovery_token'

const USER_COLUMNS = `id, aud, role, email, encrypted_password, phone, email_confirmed_at,
  phone_confirmed_at, confirmation_sent_at, confirmed_at, recovery_sent_at, email_change,
  email_change_sent_at, invited_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, banned_until, deleted_at, is_anonymous,
  (select json_agg(json_build_object('id', f.id, 'friendly_name', f.friendly_name,
      'factor_type', f.factor_type, 'status', f.status, 'created_at', f.created_at,
      'updated_at', f.updated_at, 'last_challenged_at', f.last_challenged_at) order by f.created_at)
     from auth.mfa_factors f where f.user_id = users.id) as factors`

/** GoTrue's v1 refresh token: 12 random alphanumeric characters. */
function newRefreshToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
  return Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('')
}

/** All SQL on the auth schema; it runs as the database owner, like GoTrue's own connection. */
export class AuthStore {
  constructor(private readonly db: DbConnection) {}

  async userByEmail(email: string, q: Queryable = this.db): Promise<UserRow | undefined> {
    const { rows } = await q.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users where email = $1 and not is_sso_user`,
      [email],
    )
    return rows[0]
  }

  async userById(id: string, q: Queryable = this.db): Promise<UserRow | undefined> {
    const { rows } = await q.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users where id = $1`,
      [id],
    )
    return rows[0]
  }

  async identities(userId: string, q: Queryable = this.db): Promise<IdentityRow[]> {
    const { rows } = await q.query<IdentityRow>(
      `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at,
              updated_at, email
         from auth.identities where user_id = $1 order by created_at`,
      [userId],
    )
    return rows
  }

  /** A new e-mail user and its identity; `confirmed` marks the address verified at once. */
  async createUser(
    q: Queryable,
    input: {
      email: string
      passwordHash: string
      confirmed: boolean
      data: Record<string, unknown>
    },
  ): Promise<UserRow> {
    const { rows } = await q.query<UserRow>(
      `with u as (select gen_random_uuid() as id)
       insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
         email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated',
         $1::text, $2::text,
         case when $3::boolean then now() end, '{"provider":"email","providers":["email"]}',
         $4::jsonb || jsonb_build_object('sub', u.id::text, 'email', $1::text,
           'email_verified', $3::boolean, 'phone_verified', false),
         now(), now()
         from u
       returning ${USER_COLUMNS}`,
      [input.email, input.passwordHash, input.confirmed, JSON.stringify(input.data)],
    )
    const user = rows[0]!
    await q.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $4::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text,
         'email_verified', $3::boolean, 'phone_verified', false), 'email', now(), now())`,
      [user.id, input.email, input.confirmed, user.id],
    )
    return user
  }

  async markEmailConfirmed(q: Queryable, userId: string): Promise<void> {
    await q.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now(),
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}'
       where id = $1`,
      [userId],
    )
    await q.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}',
         updated_at = now() where user_id = $1 and provider = 'email'`,
      [userId],
    )
  }

  async recordSignIn(q: Queryable, userId: string): Promise<void> {
    await q.query('update auth.users set last_sign_in_at = now() where id = $1', [userId])
    await q.query(
      `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
      [userId],
    )
  }

  async updateUser(
    q: Queryable,
    userId: string,
    change: { passwordHash?: string; metadata?: Record<string, unknown> },
  ): Promise<void> {
    await q.query(
      `update auth.users set encrypted_password = coalesce($2, encrypted_password),
         raw_user_meta_data = coalesce($3::jsonb, raw_user_meta_data), updated_at = now()
       where id = $1`,
      [
        userId,
        change.passwordHash ?? null,
        change.metadata ? JSON.stringify(change.metadata) : null,
      ],
    )
  }

  /**
   * A new password voids every pending link and forgets when links were sent, as GoTrue's
   * UpdatePassword does (so max_frequency does not hold up the next one).
   */
  async voidPendingLinks(q: Queryable, userId: string): Promise<void> {
    await q.query('delete from auth.one_time_tokens where user_id = $1', [userId])
    await q.query(
      'update auth.users set confirmation_sent_at = null, recovery_sent_at = null where id = $1',
      [userId],
    )
  }

  /**
   * Stores the hash of a mailed one-time token (one per user and kind) and stamps the send time.
   * An invitation stamps invited_at in the same UPDATE, as GoTrue's sendInvite does: the database
   * tells an invitation from a sign-up mail by that (private.refuse_sign_up_when_invited).
   */
  async saveOneTimeToken(
    q: Queryable,
    userId: string,
    kind: TokenKind,
    hash: string,
    email: string,
    isInvitation = false,
  ) {
    await q.query(
      `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
       values ($1, $2, $3, $4)
       on conflict (user_id, token_type) do update
         set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
             created_at = now(), updated_at = now()`,
      [userId, kind, hash, email],
    )
    const column = kind === 'confirmation_token' ? 'confirmation_sent_at' : 'recovery_sent_at'
    const invited = isInvitation ? ', invited_at = now()' : ''
    await q.query(`update auth.users set ${column} = now()${invited} where id = $1`, [userId])
  }

  /** Consumes a token younger than `maxAgeSeconds`; returns its user id. */
  async takeOneTimeToken(
    q: Queryable,
    kind: TokenKind,
    hash: string,
    maxAgeSeconds: number,
  ): Promise<string | undefined> {
    const { rows } = await q.query<{ user_id: string }>(
      `delete from auth.one_time_tokens
        where token_type = $1 and token_hash = $2
          and created_at > now() - make_interval(secs => $3)
       returning user_id`,
      [kind, hash, maxAgeSeconds],
    )
    return rows[0]?.user_id
  }

  /** Invalidates the pending link of a kind (too many wrong codes). */
  async deleteOneTimeToken(userId: string, kind: TokenKind): Promise<void> {
    await this.db.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
      userId,
      kind,
    ])
  }

  /**
   * A new aal1 session. `method` (how the user signed in) is recorded as its first `amr` claim,
   * which later tokens of the session (refresh, second factor) carry on.
   */
  async createSession(
    q: Queryable,
    userId: string,
    method?: 'password' | 'otp',
  ): Promise<{ sessionId: string; refreshToken: string }> {
    const { rows } = await q.query<{ id: string }>(
      `insert into auth.sessions (user_id, aal, created_at, updated_at) values ($1, 'aal1', now(), now())
       returning id`,
      [userId],
    )
    const sessionId = rows[0]!.id
    if (method) {
      await q.query(
        `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
         values (gen_random_uuid(), $1, now(), now(), $2)`,
        [sessionId, method],
      )
    }
    return { sessionId, refreshToken: await this.issueRefreshToken(q, userId, sessionId, null) }
  }

  async issueRefreshToken(q: Queryable, userId: string, sessionId: string, parent: string | null) {
    const token = newRefreshToken()
    await q.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4)`,
      [token, userId, parent, sessionId],
    )
    await q.query(
      'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
      [sessionId],
    )
    return token
  }

  /** The token row, locked for the rotation that follows. */
  async refreshToken(q: Queryable, token: string): Promise<RefreshTokenRow | undefined> {
    const { rows } = await q.query<RefreshTokenRow>(
      `select token, user_id::text, revoked, parent, session_id::text, updated_at
         from auth.refresh_tokens where token = $1 for update`,
      [token],
    )
    return rows[0]
  }

  async activeRefreshToken(q: Queryable, sessionId: string): Promise<RefreshTokenRow | undefined> {
    const { rows } = await q.query<RefreshTokenRow>(
      `select token, user_id::text, revoked, parent, session_id::text, updated_at
         from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
      [sessionId],
    )
    return rows[0]
  }

  async revokeRefreshToken(q: Queryable, token: string): Promise<void> {
    await q.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
      [token],
    )
  }

  /** Reuse detected: every token of the session becomes unusable. */
  async revokeSessionTokens(q: Queryable, sessionId: string): Promise<void> {
    await q.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
      [sessionId],
    )
  }

  async sessionExists(sessionId: string, q: Queryable = this.db): Promise<boolean> {
    const { rows } = await q.query('select 1 from auth.sessions where id = $1', [sessionId])
    return rows.length > 0
  }

  /** Deletes sessions (their refresh tokens cascade) for logout scopes. */
  async deleteSessions(
    userId: string,
    scope: 'global' | 'local' | 'others',
    sessionId?: string,
    q: Queryable = this.db,
  ) {
    if (scope === 'global') {
      await q.query('delete from auth.sessions where user_id = $1', [userId])
    } else if (scope === 'local') {
      await q.query('delete from auth.sessions where id = $1::uuid', [sessionId ?? null])
    } else {
      await q.query(
        'delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid',
        [userId, sessionId ?? null],
      )
    }
  }

  /** A page of users, newest first, as GoTrue's admin list (`filter` matches e-mail or full name). */
  async listUsers(page: number, perPage: number, filter: string) {
    const where = `where $1 = '' or email like '%' || $1 || '%'
      or raw_user_meta_data ->> 'full_name' ilike '%' || $1 || '%'`
    const { rows } = await this.db.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users ${where}
        order by created_at desc, id limit $2 offset $3`,
      [filter, perPage, (page - 1) * perPage],
    )
    const count = await this.db.query<{ total: number }>(
      `select count(*)::int as total from auth.users ${where}`,
      [filter],
    )
    return { users: rows, total: count.rows[0]!.total }
  }

  /** `until` null lifts the ban. A database trigger may refuse it (the last admin). */
  async setBannedUntil(q: Queryable, userId: string, until: Date | null): Promise<void> {
    await q.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [
      userId,
      until,
    ])
  }

  async setAppMetadata(q: Queryable, userId: string, metadata: Record<string, unknown>) {
    await q.query(
      'update auth.users set raw_app_meta_data = $2::jsonb, updated_at = now() where id = $1',
      [userId, JSON.stringify(metadata)],
    )
  }

  /** GoTrue's UpdatePassword from the admin API: pending links die, every session ends. */
  async resetPassword(q: Queryable, userId: string, passwordHash: string): Promise<void> {
    await q.query(
      'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
      [userId, passwordHash],
    )
    await this.voidPendingLinks(q, userId)
    await this.deleteSessions(userId, 'global', undefined, q)
  }

  /**
   * GoTrue's SoftDeleteUser: the row stays with `deleted_at`, its e-mail and identities replaced
   * by hashes (the address is free again), metadata and password cleared, sessions, pending
   * links and factors gone. A database trigger may refuse it (the last admin).
   */
  async softDeleteUser(q: Queryable, userId: string): Promise<void> {
    // The core sha256, not pgcrypto's digest, which PGlite can fail to initialise.
    const obfuscated = (value: string) =>
      `translate(rtrim(encode(pg_catalog.sha256(pg_catalog.convert_to(id::text || ${value}, 'UTF8')), 'base64'), '='), '+/', '-_')`
    await q.query(
      `update auth.users set email = ${obfuscated("coalesce(email, '')")},
         email_change = ${obfuscated("coalesce(email_change, '')")},
         encrypted_password = null, confirmation_token = '', recovery_token = '',
         email_change_token_current = '', email_change_token_new = '',
         raw_user_meta_data = '{}', raw_app_meta_data = '{}', deleted_at = now(), updated_at = now()
       where id = $1`,
      [userId],
    )
    await q.query(
      `update auth.identities set identity_data = '{}', updated_at = now(),
         provider_id = translate(rtrim(encode(pg_catalog.sha256(pg_catalog.convert_to(
           user_id::text || provider || ':' || provider_id, 'UTF8')), 'base64'), '='), '+/', '-_')
       where user_id = $1`,
      [userId],
    )
    await this.voidPendingLinks(q, userId)
    await q.query('delete from auth.mfa_factors where user_id = $1', [userId])
    await this.deleteSessions(userId, 'global', undefined, q)
  }

  /** Deletes the user; identities, sessions and app rows referencing it cascade. */
  async deleteUser(q: Queryable, userId: string): Promise<void> {
    await q.query('delete from auth.users where id = $1', [userId])
  }
}

/** GoTrue's IsBanned: a ban in the future; one that has run out is no ban. */
export function isBanned(user: Pick<UserRow, 'banned_until'>): boolean {
  return user.banned_until !== null && new Date(user.banned_until) > new Date()
}

/** A code of `length` digits (`[auth.email] otp_length`) like GoTrue's OTP; only its hash is stored and mailed. */
export function newOtp(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0')
}

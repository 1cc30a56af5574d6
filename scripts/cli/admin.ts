/**
 * `npm run admin -- grant|revoke EMAIL` and `npm run admin -- list`: the admin role from the
 * command line. The database's triggers decide (only confirmed accounts whose owner chose the
 * password through an e-mail link, never the last admin who can sign in); this prints their
 * message and exits 1. `invite` is the way to a new project's first admin
 * (scripts/cli/admin-invite.ts); `code` and `reset-factors` handle an admin's second factor
 * (scripts/cli/admin-factors.ts).
 *
 * Target: `--database-url` or DATABASE_URL (a hosted project's connection string), else the
 * local backend's API when it answers, else `.local/supabase-data` opened with PGlite.
 */
import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import {
  DbError,
  DbUnavailableError,
  openConnection,
  type DbConnection,
} from '../../backend/db/connection.ts'
import { isLoopbackHost } from '../../backend/server/host-check.ts'
import { apiKey, DEFAULT_JWT_SECRET } from '../../backend/server/jwt.ts'
import {
  apiFactorStore,
  printCodes,
  resetAccountFactors,
  sqlFactorStore,
  type FactorStore,
} from './admin-factors.ts'
import { inviteAdmin } from './admin-invite.ts'
import { Refusal } from './admin-refusal.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const LOCAL_API_URL = 'http://127.0.0.1:54321'
const USAGE = `Usage: npm run admin -- invite EMAIL | grant EMAIL | revoke EMAIL | list | code EMAIL | reset-factors EMAIL [options]

  invite EMAIL        mail this address an invitation to become an admin (a project's first admin
                      too): they choose their password through its link and are an admin then.
                      Through the invite-admin Edge Function at --api-url, with the key in
                      SUPABASE_SERVICE_ROLE_KEY (not needed for the local backend)
  grant EMAIL         make the account with this confirmed e-mail address an admin (its owner
                      must have chosen the password through an e-mail link, e.g. 'Forgot password')
  revoke EMAIL        take the admin role away (never from the last admin who can sign in)
  list                the admins
  code EMAIL          the code the account's authenticator app shows now (local backend only)
  reset-factors EMAIL remove the account's authenticators (a lost phone) and its count of wrong
                      codes (a lockout), and end its sessions;
                      the next sign-in asks to set up an authenticator again

  --database-url URL  this Postgres, e.g. the hosted project's connection string
                      (default: DATABASE_URL; without either, the local backend)
  --api-url URL       the local backend's API when it runs (default ${LOCAL_API_URL}); for invite,
                      the project's API, e.g. https://<project-ref>.supabase.co
  --site-url URL      invite: the site whose /auth page the link opens (default: SITE_URL, else
                      the function's own SITE_URL)
  --data-dir DIR      the local PGlite database when the backend is stopped (default .local/supabase-data)`

export type Account = { id: string; email: string; isConfirmed: boolean; isAdmin: boolean }

/** Where the roles live; a refusal of the database is thrown as a `Refusal`. */
export interface RoleStore {
  describe: string
  accounts(): Promise<Account[]>
  grant(userId: string): Promise<void>
  /** False when the account held no admin role. */
  revoke(userId: string): Promise<boolean>
  /** Second factors: their codes and their reset. */
  factors: FactorStore
  close(): Promise<void>
}

const ACCOUNTS_SQL = `select u.id, u.email::text as email, u.email_confirmed_at is not null as "isConfirmed",
  exists (select 1 from public.user_roles ur where ur.user_id = u.id and ur.role = 'admin') as "isAdmin"
  from auth.users u where u.deleted_at is null order by u.created_at`

function refusalFrom(error: unknown): unknown {
  if (error instanceof DbError && error.code === 'P0001') return new Refusal(error.message)
  if (error instanceof DbError && error.code === '42P01') {
    return new Refusal(
      `The database has no admin roles yet (${error.message}). Apply the migrations first.`,
    )
  }
  if (error instanceof DbUnavailableError) {
    return new Refusal(`Could not reach the database: ${error.message}`)
  }
  return error
}

async function inDatabase<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw refusalFrom(error)
  }
}

/**
 * Postgres or PGlite, as the table owner: RLS does not apply, the triggers do. `isLocal`: the
 * local backend's database, whose TOTP secrets the `code` command may read.
 */
export function sqlStore(db: DbConnection, describe: string, isLocal: boolean): RoleStore {
  return {
    describe,
    factors: sqlFactorStore(db, isLocal),
    accounts: () => inDatabase(async () => (await db.query<Account>(ACCOUNTS_SQL)).rows),
    grant: (userId) =>
      inDatabase(async () => {
        // A grant racing this one already did the job.
        await db.query(
          `insert into public.user_roles (user_id, role) values ($1, 'admin')
          on conflict (user_id, role) do nothing`,
          [userId],
        )
      }),
    revoke: (userId) =>
      inDatabase(async () => {
        const deleted = await db.query(
          `delete from public.user_roles where user_id = $1 and role = 'admin' returning id`,
          [userId],
        )
        return deleted.rowCount > 0
      }),
    close: () => db.close(),
  }
}

/** The local backend's REST API as service_role (the CLI's local key, as the backend uses). */
export function apiStore(apiUrl: string): RoleStore {
  const key = apiKey('service_role', DEFAULT_JWT_SECRET)
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${apiUrl}/rest/v1${path}`, {
      ...init,
      headers: {
        apikey: key,
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
    })
    const body = (await response.json().catch(() => null)) as
      { code?: string; message?: string } | unknown[] | null
    if (response.ok) return body as unknown[]
    const error = (body ?? {}) as { code?: string; message?: string }
    if (error.code === 'P0001' && error.message) throw new Refusal(error.message)
    throw new Refusal(`The API at ${apiUrl} answered ${response.status}: ${error.message ?? ''}`)
  }
  return {
    describe: `the local backend at ${apiUrl}`,
    factors: apiFactorStore(apiUrl, key),
    accounts: async () => {
      // list_users serves the admin's User Management; service_role may call it too.
      const rows = (await call('/rpc/list_users', { method: 'POST', body: '{}' })) as {
        id: string
        email: string
        email_confirmed_at: string | null
        is_admin: boolean
      }[]
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        isConfirmed: r.email_confirmed_at !== null,
        isAdmin: r.is_admin,
      }))
    },
    grant: async (userId) => {
      await call('/user_roles', {
        method: 'POST',
        body: JSON.stringify({ user_id: userId, role: 'admin' }),
      })
    },
    revoke: async (userId) => {
      const deleted = await call(`/user_roles?user_id=eq.${userId}&role=eq.admin`, {
        method: 'DELETE',
      })
      return deleted.length > 0
    },
    close: async () => {},
  }
}

async function isApiRunning(apiUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${apiUrl}/auth/v1/health`, { signal: AbortSignal.timeout(2000) })
    return response.ok
  } catch {
    return false
  }
}

/**
 * Processes with files of `dir` open. PGlite takes no lock of its own, and a second process
 * writing the same data directory corrupts it; on Linux the open files show who holds it.
 */
export function processesHolding(dir: string): number[] {
  if (!existsSync('/proc/self/fd')) return []
  const prefix = `${realpathSync(dir)}/`
  const holders: number[] = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const files = readdirSync(`/proc/${pid}/fd`)
      if (files.some((fd) => readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(prefix))) {
        holders.push(Number(pid))
      }
    } catch {
      // The process ended, or it is another user's: neither can hold our files.
    }
  }
  return holders
}

async function openPgliteStore(dataDir: string): Promise<RoleStore> {
  if (!existsSync(`${dataDir}/PG_VERSION`)) {
    throw new Refusal(`No local database in ${dataDir}. Create it with npm run backend first.`)
  }
  const holders = processesHolding(dataDir)
  if (holders.length > 0) {
    throw new Refusal(
      `${dataDir} is in use by process ${holders.join(', ')}, and only one process may open it. ` +
        'Stop that process, or start the backend on the default port so the command can use its API.',
    )
  }
  return sqlStore(await openConnection({ dataDir }), `the local database in ${dataDir}`, true)
}

export type Options = { databaseUrl?: string; apiUrl: string; dataDir: string }

export async function openStore(options: Options): Promise<RoleStore> {
  if (options.databaseUrl) {
    const db = await inDatabase(() => openConnection({ databaseUrl: options.databaseUrl }))
    const { host } = new URL(options.databaseUrl)
    // A database on this machine is the local backend's (DATABASE_URL); any other is hosted.
    return sqlStore(db, `Postgres at ${host}`, isLoopbackHost(host))
  }
  if (await isApiRunning(options.apiUrl)) return apiStore(options.apiUrl)
  return openPgliteStore(options.dataDir)
}

type Output = { log: (line: string) => void; error: (line: string) => void }

/**
 * A refused grant, with the way forward: an account without a password chosen through a link
 * chooses one ('Forgot password'); an unconfirmed one (perhaps a stranger's sign-up) is replaced
 * by an invitation, which is also how a fresh project gets its first admin.
 */
function withNextStep(error: unknown, email: string): unknown {
  if (!(error instanceof Refusal)) return error
  const invite = `npm run admin -- invite ${email}`
  if (error.message.includes('must choose a new password')) {
    return new Refusal(
      `${error.message}\nThey choose one through 'Forgot password' on the site's /auth page, then grant works. For an address without a confirmed account (a new project's first admin), use npm run admin -- invite EMAIL instead: its link sets the password and makes them an admin.`,
    )
  }
  if (error.message.includes('has not confirmed their email address')) {
    return new Refusal(
      `${error.message}\nTo make this address an admin, invite it: ${invite} (the unconfirmed sign-up is removed, and the invitation's link sets the password).`,
    )
  }
  return error
}

async function findAccount(store: RoleStore, email: string): Promise<Account> {
  const wanted = email.trim().toLowerCase()
  const account = (await store.accounts()).find((a) => a.email.toLowerCase() === wanted)
  if (!account)
    throw new Refusal(`No account with the e-mail address ${email} in ${store.describe}.`)
  return account
}

async function perform(store: RoleStore, command: string, email: string | undefined, out: Output) {
  if (command === 'list') {
    const admins = (await store.accounts()).filter((a) => a.isAdmin)
    out.log(`Admins in ${store.describe}: ${admins.length}`)
    for (const a of admins) out.log(`  ${a.email}${a.isConfirmed ? '' : ' (not confirmed)'}`)
    return
  }
  const account = await findAccount(store, email!)
  if (command === 'code') return printCodes(store.factors, account.id, account.email, out)
  if (command === 'reset-factors') {
    return resetAccountFactors(store.factors, account.id, account.email, store.describe, out)
  }
  if (command === 'grant') {
    if (account.isAdmin) return out.log(`${account.email} is already an admin; nothing changed.`)
    await store.grant(account.id).catch((error: unknown) => {
      throw withNextStep(refusalFrom(error), account.email)
    })
    return out.log(`${account.email} is now an admin (${store.describe}).`)
  }
  if (!(await store.revoke(account.id))) {
    return out.log(`${account.email} is not an admin; nothing changed.`)
  }
  out.log(`${account.email} is no longer an admin (${store.describe}).`)
}

/** Runs the command; resolves to the exit code (0 done, 1 refused or failed, 2 usage). */
export async function runAdminCommand(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  out: Output = { log: console.log, error: console.error },
): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'database-url': { type: 'string' },
        'api-url': { type: 'string' },
        'data-dir': { type: 'string' },
        'site-url': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    out.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`)
    return 2
  }
  const { values, positionals } = parsed
  if (values.help) {
    out.log(USAGE)
    return 0
  }
  const [command, email, ...rest] = positionals
  const needsEmail =
    command === 'invite' ||
    command === 'grant' ||
    command === 'revoke' ||
    command === 'code' ||
    command === 'reset-factors'
  if (
    !(needsEmail || command === 'list') ||
    (needsEmail && !email) ||
    rest.length > 0 ||
    (!needsEmail && email)
  ) {
    out.error(USAGE)
    return 2
  }
  if (command === 'invite') {
    // Through the project's API, never its database: the function records and mails.
    if (values['database-url']) {
      out.error(
        `invite goes through the project's API, not its database: use --api-url https://<project-ref>.supabase.co with SUPABASE_SERVICE_ROLE_KEY.\n\n${USAGE}`,
      )
      return 2
    }
    try {
      await inviteAdmin(
        email!,
        {
          apiUrl: (values['api-url'] ?? LOCAL_API_URL).replace(/\/+$/, ''),
          serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
          siteUrl: values['site-url'] || env.SITE_URL || undefined,
        },
        out,
      )
      return 0
    } catch (error) {
      out.error(error instanceof Error ? error.message : String(error))
      return 1
    }
  }
  if (values['site-url']) {
    out.error(`--site-url is for invite only.\n\n${USAGE}`)
    return 2
  }
  let store: RoleStore | undefined
  try {
    store = await openStore({
      databaseUrl: values['database-url'] || env.DATABASE_URL || undefined,
      apiUrl: (values['api-url'] ?? LOCAL_API_URL).replace(/\/+$/, ''),
      dataDir: resolve(ROOT, values['data-dir'] ?? '.local/supabase-data'),
    })
    await perform(store, command, email, out)
    return 0
  } catch (error) {
    const reason = refusalFrom(error)
    out.error(reason instanceof Error ? reason.message : String(reason))
    return 1
  } finally {
    await store?.close()
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runAdminCommand(process.argv.slice(2))
}

import { existsSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { openConnection, preloadPglite, type DbConnection } from '../db/connection.ts'
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../db/defaults.ts'
import { prepareDatabase, seedDatabase, type PrepareOptions } from '../db/prepare.ts'
import { isNewDataDir, restoreNewDataDir } from '../db/snapshot.ts'
import { outboxSender, startMailSender, type MailSender } from './mail-sender.ts'
import { createAuthContext, type AuthContext } from './auth-context.ts'
import { handleAuth, isOpenAuthPath } from './auth-routes.ts'
import { AuthStore } from './auth-store.ts'
import { loadAuthConfig, PROJECT_CONFIG, type AuthConfig } from './config.ts'
import { handleFunctions } from './functions-routes.ts'
import { checkApiKey, type Keys } from './gateway.ts'
import { isLoopbackHost, misdirectedMessage, MISDIRECTED_STATUS } from './host-check.ts'
import {
  CONNECTION_LIMITS,
  handleCors,
  limitConnections,
  sendJson,
  type ConnectionLimits,
} from './http.ts'
import { apiKey, DEFAULT_JWT_SECRET } from './jwt.ts'
import { createOutboxServer } from './mail-api.ts'
import { WrongCodeCounter } from './link-lockout.ts'
import { MailOutbox } from './mail-outbox.ts'
import {
  RATE_LIMITS_OFF,
  RateLimiter,
  rateLimitsOf,
  type EffectiveRateLimits,
} from './rate-limits.ts'
import { CatalogCache } from './rest-catalog.ts'
import { handleRest, type RestContext } from './rest-routes.ts'
import {
  createStorageContext,
  storageDirectoryFor,
  type StorageContext,
} from './storage-context.ts'
import { handleStorage, isOpenStoragePath } from './storage-routes.ts'

export type BackendOptions = {
  /** API port; 0 picks a free one. Default 54321. */
  port?: number
  /** Mail outbox port; default 54324, or a free one when `port` is 0. */
  mailPort?: number
  /** PGlite data directory; in memory when neither this nor `databaseUrl` is set. */
  dataDir?: string
  /**
   * Where migrated database snapshots are kept (default .local/pglite-snapshots): a new
   * `dataDir` starts as a copy of one instead of running initdb and every migration. false: none.
   */
  snapshotDir?: string | false
  databaseUrl?: string
  /**
   * PGlite in memory starts from this dump of a data directory instead of running initdb (tests:
   * `snapshotDump()`, a migrated database). See `prepare`.
   */
  pgliteDump?: Uint8Array
  /**
   * Brings the opened database to what the backend serves and says whether it seeded a new one.
   * Default `prepareDatabase`: the migrations not applied yet, then the seed on a new database
   * (a new data directory restored from a snapshot is seeded only). Tests starting from a copy of
   * a migrated template seed it, and may add what only they need before the API serves.
   */
  prepare?: (db: DbConnection, seed: PrepareOptions) => Promise<{ fresh: boolean }>
  /**
   * Folder for Storage's object bodies. Default `<dataDir>/storage`; in memory when there is no
   * `dataDir` (a database in memory, or on `databaseUrl`, whose caller may pass one).
   */
  storageDir?: string
  /** Storage's global upload cap in bytes (default 50 MiB); a bucket's limit may only lower it. */
  storageUploadLimit?: number
  adminEmail?: string
  adminPassword?: string
  /** Default: `[auth.email] enable_confirmations` from supabase/config.toml. */
  enableConfirmations?: boolean
  siteUrl?: string
  /** Seconds a rotated refresh token may still be used (config.toml: 10). */
  refreshTokenReuseInterval?: number
  /**
   * Auth rate limits. Default: `[auth.rate_limit]` of supabase/config.toml. Test backends, which
   * sign in from 127.0.0.1 many times, pass 'off', or raise single limits (null = not applied);
   * `now` replaces the limiter's clock.
   */
  rateLimits?: 'off' | (Partial<EffectiveRateLimits> & { now?: () => number })
  /**
   * Deliver the queued mails (alerts, acknowledgements) to the mail outbox (default true). Off
   * when a test delivers them itself, e.g. with the production Edge Function.
   */
  mailDelivery?: boolean
  /** Timeouts and the connection cap of both servers; tests shorten them. */
  connectionLimits?: Partial<ConnectionLimits>
  log?: (line: string) => void
}

export type Backend = {
  url: string
  mailUrl: string
  anonKey: string
  serviceRoleKey: string
  adminEmail: string
  adminPassword: string
  /** True when the database was created (and seeded) by this start. */
  fresh: boolean
  /**
   * How a new PGlite data directory was filled: 'seeded', a copy of today's seeded snapshot for
   * this admin; else seeded by this start, on a copy of the migrated snapshot ('restored'), or
   * 'made' when this start made that snapshot first. Undefined: an existing database, or none.
   */
  snapshot?: 'seeded' | 'restored' | 'made'
  /** The auth settings in effect, and the config.toml they came from (undefined: none found). */
  config: AuthConfig
  configPath: string | undefined
  rateLimits: EffectiveRateLimits
  /** Where Storage keeps object bodies; undefined: in memory. */
  storageDir: string | undefined
  outbox: MailOutbox
  /** The local mail sender, when mail delivery is on. */
  mailSender?: MailSender
  stop: () => Promise<void>
}

const HOST = '127.0.0.1'

/**
 * Fills a new PGlite data directory from a snapshot: today's seeded one for this admin, which
 * leaves nothing to run (not for a caller's own `prepare`), or else the migrated one. Undefined
 * when there is nothing to fill.
 */
async function fillNewDataDir(
  options: BackendOptions,
  seed: PrepareOptions,
): Promise<Backend['snapshot']> {
  const { dataDir, snapshotDir } = options
  if (!dataDir || options.databaseUrl || snapshotDir === false || !isNewDataDir(dataDir)) {
    return undefined
  }
  return restoreNewDataDir(dataDir, {
    snapshotDir,
    log: options.log,
    seededFor: options.prepare ? undefined : seed,
  })
}

/** Starts the local Supabase-compatible API (auth, REST, Storage) and the mail outbox over one database. */
export async function startBackend(options: BackendOptions = {}): Promise<Backend> {
  const adminEmail = options.adminEmail ?? DEFAULT_ADMIN_EMAIL
  const adminPassword = options.adminPassword ?? DEFAULT_ADMIN_PASSWORD
  const prepare = { adminEmail, adminPassword, log: options.log }
  // PGlite compiles on other threads while the snapshot is copied.
  if (!options.databaseUrl) void preloadPglite()
  const snapshot = await fillNewDataDir(options, prepare)
  const db = await openConnection({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    pgliteDump: options.pgliteDump,
  })
  let fresh: boolean
  try {
    if (options.prepare) {
      ;({ fresh } = await options.prepare(db, prepare))
    } else if (snapshot === 'seeded') {
      fresh = true
    } else if (snapshot) {
      // The copy is migrated already: its name covers every migration.
      await seedDatabase(db, prepare)
      fresh = true
    } else {
      ;({ fresh } = await prepareDatabase(db, prepare))
    }
  } catch (error) {
    await db.close()
    throw error
  }

  const config = loadAuthConfig()
  config.enableConfirmations = options.enableConfirmations ?? config.enableConfirmations
  config.siteUrl = options.siteUrl ?? config.siteUrl
  config.refreshTokenReuseInterval =
    options.refreshTokenReuseInterval ?? config.refreshTokenReuseInterval
  const { now, ...overrides } = options.rateLimits === 'off' ? {} : (options.rateLimits ?? {})
  const limits: EffectiveRateLimits =
    options.rateLimits === 'off'
      ? RATE_LIMITS_OFF
      : {
          ...rateLimitsOf(config.rateLimit, config.customSmtp),
          ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)),
        }
  const keys: Keys = {
    jwtSecret: DEFAULT_JWT_SECRET,
    anonKey: apiKey('anon', DEFAULT_JWT_SECRET),
    serviceRoleKey: apiKey('service_role', DEFAULT_JWT_SECRET),
  }
  const outbox = new MailOutbox()
  const rest: RestContext = { db, keys, catalog: new CatalogCache(db) }
  const storage = createStorageContext({
    db,
    keys,
    directory:
      options.storageDir ?? (options.dataDir ? storageDirectoryFor(options.dataDir) : undefined),
    uploadLimit: options.storageUploadLimit,
  })
  const connectionLimits = { ...CONNECTION_LIMITS, ...options.connectionLimits }
  const api = createServer({ connectionsCheckingInterval: connectionLimits.timeoutCheckIntervalMs })
  const mail = createOutboxServer(outbox)
  for (const server of [api, mail]) limitConnections(server, connectionLimits)
  const port = options.port ?? 54321
  try {
    await listen(mail, options.mailPort ?? (port === 0 ? 0 : 54324))
    await listen(api, port)
  } catch (error) {
    await closeServer(mail)
    await db.close()
    throw error
  }
  const url = `http://${HOST}:${(api.address() as AddressInfo).port}`
  const mailUrl = `http://${HOST}:${(mail.address() as AddressInfo).port}`
  // Attached in the same tick as `listening`, so no request can arrive before it.
  const auth = createAuthContext({
    db,
    store: new AuthStore(db),
    outbox,
    keys,
    config,
    limiter: new RateLimiter(limits, now),
    wrongCodes: new WrongCodeCounter(),
    publicUrl: url,
  })
  api.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!isLoopbackHost(req.headers.host)) {
      return sendJson(res, MISDIRECTED_STATUS, { message: misdirectedMessage(req.headers.host) })
    }
    serveApi(req, res, auth, rest, storage).catch((error: unknown) => {
      console.error('[backend] request failed:', error)
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal server error' })
      else res.end()
    })
  })
  await rest.catalog.get()
  const mailSender =
    options.mailDelivery === false
      ? undefined
      : startMailSender({
          db,
          siteUrl: config.siteUrl,
          send: outboxSender(outbox),
          log: options.log,
        })
  rest.afterWrite = mailSender?.kick

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      await mailSender?.stop()
      await Promise.all([closeServer(api), closeServer(mail)])
      await db.close()
    })()
    return stopping
  }
  return {
    url,
    mailUrl,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    adminEmail,
    adminPassword,
    fresh,
    snapshot,
    config,
    configPath: existsSync(PROJECT_CONFIG) ? PROJECT_CONFIG : undefined,
    rateLimits: limits,
    storageDir: storage.files.directory,
    outbox,
    mailSender,
    stop,
  }
}

async function serveApi(
  req: IncomingMessage,
  res: ServerResponse,
  auth: AuthContext,
  rest: RestContext,
  storage: StorageContext,
) {
  if (handleCors(req, res)) return
  const url = new URL(req.url ?? '/', `http://${HOST}`)
  const family = /^\/(auth|rest|storage|functions)\/v1(\/.*)?$/.exec(url.pathname)
  if (!family) return sendJson(res, 404, { message: 'no Route matched with those values' })
  const ctx = { req, res, url, method: req.method ?? 'GET', path: family[2] ?? '/' }
  // The CLI's Kong checks no key on /functions/v1: the function's verify_jwt does.
  const isOpen =
    family[1] === 'functions' ||
    (family[1] === 'auth' && isOpenAuthPath(ctx.path)) ||
    (family[1] === 'storage' && isOpenStoragePath(ctx.method, ctx.path))
  const refusal = isOpen ? null : checkApiKey(req, url, auth.keys)
  if (refusal) return sendJson(res, refusal.status, refusal.body)
  if (family[1] === 'auth') return handleAuth(ctx, auth)
  if (family[1] === 'storage') return handleStorage(ctx, storage)
  if (family[1] === 'functions') return handleFunctions(ctx, auth)
  return handleRest(ctx, rest)
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, HOST, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    server.closeIdleConnections()
    // In-flight requests finish; keep-alive sockets would otherwise hold close() open.
    setTimeout(() => server.closeAllConnections(), 2000).unref()
  })
}

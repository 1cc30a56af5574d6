/**
 * A migrated, unseeded PGlite data directory kept under .local/, so that a new data directory
 * starts as a copy of it instead of running initdb and every migration (most of a cold start).
 * Its name is a hash of all that makes it: a change to a migration, platform.sql, storage.sql,
 * the code that applies them or the PGlite version names another snapshot, made once by the next
 * start. The test suites open a tarball of it in memory instead (snapshotDump), made once beside
 * it.
 *
 * Beside it, today's seeded copy for the local admin (makeSeededSnapshot): a new data directory
 * that finds one starts as a copy of it and runs no seed. The seed dates its rows relative to
 * now(), so a seeded copy is named after the office day it was made on, and serves that day only.
 */
import { createHash, randomBytes } from 'node:crypto'
import bcrypt from 'bcryptjs'
import { existsSync, readFileSync } from 'node:fs'
import {
  copyFile,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { officeDay } from '../../supabase/functions/_shared/visit-windows.ts'
import { readApiConfig } from '../server/config.ts'
import { dumpPgliteDataDir, openConnection } from './connection.ts'
import {
  migrateDatabase,
  readMigrations,
  seedDatabase,
  SUPABASE_DIR,
  type PrepareOptions,
} from './prepare.ts'

/** Where snapshots are kept by default (git-ignored). */
export const SNAPSHOT_DIR = fileURLToPath(
  new URL('../../.local/pglite-snapshots/', import.meta.url),
)

// Bump when what a snapshot holds changes in a way the hashed files do not show.
const SNAPSHOT_FORMAT = '1'
// The code and SQL that decide what a migrated database holds, besides the migrations.
const HASHED_SOURCES = ['./connection.ts', './prepare.ts', './platform.sql', './storage.sql']
// PGlite starts an existing cluster only when this file is there; it is copied last.
const CLUSTER_MARKER = 'PG_VERSION'
/** Snapshots kept, the one in use included: switching branches back and forth reuses them. */
const KEPT_SNAPSHOTS = 3
/** A seeded snapshot's name: this, then its key. */
const SEEDED_PREFIX = 'seeded-'
/**
 * Kept in a seeded snapshot, not copied: whom it was seeded for (the admin's e-mail and the
 * bcrypt hash of their password, as auth.users holds it).
 */
const SEED_RECORD = 'local-seed.json'
/** A temporary directory this old was left by a start that died; younger ones may be in use. */
const ABANDONED_AFTER_MS = 60 * 60_000

/** True when `dataDir` holds no cluster yet, so a snapshot may fill it. */
export function isNewDataDir(dataDir: string): boolean {
  return !existsSync(join(dataDir, CLUSTER_MARKER))
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const manifest = join(dirname(entry), '..', 'package.json')
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}

/**
 * The snapshot's name: a hash of the PGlite version, the default-privileges setting, the code
 * and SQL in HASHED_SOURCES, and the name and text of every migration `migrateDatabase` applies.
 */
export async function snapshotKey(opts: {
  autoExposeNewTables: boolean
  supabaseDir?: string
}): Promise<string> {
  const hash = createHash('sha256')
  // Each part with its length, so that no two different inputs hash the same bytes.
  const add = (label: string, text: string) =>
    hash.update(`${label}\0${Buffer.byteLength(text)}\0`).update(text)
  add('format', SNAPSHOT_FORMAT)
  add('pglite', pgliteVersion())
  add('auto_expose_new_tables', String(opts.autoExposeNewTables))
  for (const source of HASHED_SOURCES) {
    add(source, await readFile(fileURLToPath(new URL(source, import.meta.url)), 'utf8'))
  }
  for (const m of await readMigrations(opts.supabaseDir ?? SUPABASE_DIR)) {
    add(`${m.version}_${m.name}`, m.sql)
  }
  return hash.digest('hex').slice(0, 32)
}

export type RestoreOptions = {
  /** Where snapshots are kept; default SNAPSHOT_DIR. */
  snapshotDir?: string
  autoExposeNewTables?: boolean
  log?: (line: string) => void
}

/**
 * Fills the new data directory `dataDir` with a copy of the snapshot of today's migrations,
 * making that snapshot first when there is none (a start as slow as one without snapshots, once).
 * Returns whether it was made. The database is then migrated but not seeded.
 */
export async function restoreSnapshot(
  dataDir: string,
  opts: RestoreOptions = {},
  key?: string,
): Promise<{ made: boolean; snapshot: string }> {
  const { made, snapshot } = await currentSnapshot(opts, key)
  if (!made) opts.log?.(`New database: a copy of the migrated snapshot ${snapshot}`)
  await copySnapshot(snapshot, dataDir)
  return { made, snapshot }
}

/**
 * Fills the new data directory `dataDir`: with today's seeded snapshot for `seededFor` when there
 * is one ('seeded': nothing left to run), else with the migrated snapshot, which the caller seeds
 * ('restored', or 'made' when this call made that snapshot first). One snapshot key for both.
 */
export async function restoreNewDataDir(
  dataDir: string,
  opts: RestoreOptions & { seededFor?: SeedIdentity },
): Promise<'seeded' | 'restored' | 'made'> {
  const key = await migratedKey(opts)
  if (opts.seededFor) {
    const seeded = await seededPathFor(key, { ...opts, ...opts.seededFor })
    if (await restoreSeededSnapshot(dataDir, seeded, opts.seededFor, opts.log)) return 'seeded'
  }
  return (await restoreSnapshot(dataDir, opts, key)).made ? 'made' : 'restored'
}

/**
 * The snapshot of today's migrations as one tarball, which `openConnection({ pgliteDump })` opens
 * in memory: how the test suites start a new migrated PGlite without copying a folder. Made once
 * per snapshot, beside it (`<key>.tar`), from a copy (PGlite writes to a data directory it opens),
 * then written aside and renamed into place like the snapshot; pruned with it.
 */
export async function snapshotDump(opts: RestoreOptions = {}): Promise<Uint8Array> {
  const { snapshot } = await currentSnapshot(opts)
  const dump = `${snapshot}.tar`
  if (!existsSync(dump)) {
    const temp = temporaryName(dump)
    try {
      await copySnapshot(snapshot, join(temp, 'data'))
      const tarball = await dumpPgliteDataDir(join(temp, 'data'))
      await writeFile(join(temp, 'dump.tar'), tarball)
      await rename(join(temp, 'dump.tar'), dump)
    } finally {
      await rm(temp, { recursive: true, force: true })
    }
  }
  return readFile(dump)
}

/** The key of today's migrated snapshot, with the platform setting of `opts` or config.toml. */
function migratedKey(opts: RestoreOptions & { supabaseDir?: string }): Promise<string> {
  return snapshotKey({
    autoExposeNewTables: opts.autoExposeNewTables ?? readApiConfig().autoExposeNewTables,
    supabaseDir: opts.supabaseDir,
  })
}

/** The snapshot of today's migrations (`key`, when the caller has it), made first when there is none. */
async function currentSnapshot(
  opts: RestoreOptions,
  key?: string,
): Promise<{ made: boolean; snapshot: string }> {
  const snapshotDir = opts.snapshotDir ?? SNAPSHOT_DIR
  const autoExposeNewTables = opts.autoExposeNewTables ?? readApiConfig().autoExposeNewTables
  key ??= await migratedKey(opts)
  const snapshot = join(snapshotDir, key)
  const made = !existsSync(snapshot)
  if (made) {
    opts.log?.(`Making the migrated database snapshot ${snapshot} (once per set of migrations)`)
    await makeSnapshot(snapshot, { autoExposeNewTables, log: opts.log })
    await pruneSnapshots(snapshotDir, key)
  } else {
    // Marks it as recently used, for pruneSnapshots.
    const now = new Date()
    await utimes(snapshot, now, now).catch(() => {})
  }
  return { made, snapshot }
}

/** Copies `snapshot` into the new data directory `dataDir`. */
async function copySnapshot(snapshot: string, dataDir: string) {
  // The marker last: a copy cut short is then still a new data directory, filled again next time.
  await copyTree(snapshot, dataDir, (name) => name !== CLUSTER_MARKER && name !== SEED_RECORD)
  await copyFile(join(snapshot, CLUSTER_MARKER), join(dataDir, CLUSTER_MARKER))
}

/** A snapshot's name with a random suffix: where it is made before it is renamed into place. */
function temporaryName(snapshot: string) {
  return `${snapshot}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
}

/** Renames the finished `temp` to `snapshot`; false when another start put one there first. */
async function renameIntoPlace(temp: string, snapshot: string): Promise<boolean> {
  try {
    await rename(temp, snapshot)
    return true
  } catch (error) {
    if (!existsSync(snapshot)) throw error
    return false
  }
}

/** The local admin a seeded snapshot is made for. */
type SeedIdentity = Pick<PrepareOptions, 'adminEmail' | 'adminPassword'>

export type SeededSnapshotOptions = RestoreOptions &
  SeedIdentity & {
    /** The moment whose office day names the copy; default now. */
    now?: Date
  }

/**
 * Where today's seeded snapshot for this admin is: named after the migrated snapshot, the text of
 * seed.sql, the admin's e-mail and the office day (America/Los_Angeles). Not after the password,
 * which the copy's record checks instead (restoreSeededSnapshot): a name must not give it away.
 */
export async function seededSnapshotPath(
  opts: SeededSnapshotOptions & {
    /** The folder with seed.sql and the migrations; default the repository's supabase/. */
    supabaseDir?: string
  },
): Promise<string> {
  return seededPathFor(await migratedKey(opts), opts)
}

/** seededSnapshotPath, given the migrated snapshot's key. */
async function seededPathFor(
  migrated: string,
  opts: SeededSnapshotOptions & { supabaseDir?: string },
): Promise<string> {
  const hash = createHash('sha256')
  for (const part of [
    migrated,
    await readFile(join(opts.supabaseDir ?? SUPABASE_DIR, 'seed.sql'), 'utf8'),
    opts.adminEmail.toLowerCase(),
    officeDay(opts.now ?? new Date()),
  ]) {
    hash.update(`${Buffer.byteLength(part)}\0`).update(part)
  }
  const key = hash.digest('hex').slice(0, 32)
  return join(opts.snapshotDir ?? SNAPSHOT_DIR, `${SEEDED_PREFIX}${key}`)
}

/**
 * Fills the new data directory `dataDir` with a copy of the seeded snapshot `snapshot`, when there
 * is one and it was seeded for this admin and password. Returns whether it did.
 */
async function restoreSeededSnapshot(
  dataDir: string,
  snapshot: string,
  admin: SeedIdentity,
  log?: (line: string) => void,
): Promise<boolean> {
  const record = await readFile(join(snapshot, SEED_RECORD), 'utf8').then(
    (text) => JSON.parse(text) as { adminEmail: string; passwordHash: string },
    () => undefined,
  )
  if (
    !record ||
    record.adminEmail !== admin.adminEmail.toLowerCase() ||
    !(await bcrypt.compare(admin.adminPassword, record.passwordHash))
  ) {
    return false
  }
  log?.(`New database: a copy of today's seeded snapshot ${snapshot}`)
  await copySnapshot(snapshot, dataDir)
  const now = new Date()
  await utimes(snapshot, now, now).catch(() => {})
  return true
}

/**
 * Makes today's seeded snapshot for this admin, unless there is one: a copy of the migrated
 * snapshot (made first when there is none), seeded, closed, then renamed into place like it.
 * Returns whether this call put it there. `npm run backend` runs this in the background after a
 * start that seeded a new data directory, so that the next one of the day copies it.
 */
export async function makeSeededSnapshot(opts: SeededSnapshotOptions): Promise<boolean> {
  const key = await migratedKey(opts)
  const seeded = await seededPathFor(key, opts)
  if (existsSync(seeded)) return false
  const { snapshot } = await currentSnapshot(opts, key)
  const temp = temporaryName(seeded)
  try {
    await copySnapshot(snapshot, temp)
    const db = await openConnection({ dataDir: temp })
    let passwordHash: string | undefined
    try {
      await seedDatabase(db, opts)
      const admin = await db.query<{ encrypted_password: string }>(
        'select encrypted_password from auth.users where email = $1',
        [opts.adminEmail.toLowerCase()],
      )
      passwordHash = admin.rows[0]?.encrypted_password
    } finally {
      await db.close()
    }
    if (!passwordHash) throw new Error(`The seed made no account for ${opts.adminEmail}`)
    await writeFile(
      join(temp, SEED_RECORD),
      JSON.stringify({ adminEmail: opts.adminEmail.toLowerCase(), passwordHash }),
    )
    const made = await renameIntoPlace(temp, seeded)
    if (made) await pruneSnapshots(dirname(seeded), basename(seeded))
    return made
  } finally {
    await rm(temp, { recursive: true, force: true })
  }
}

/**
 * Copies the folder `from` into `to`, its files at once: a cluster is about 1 100 files, which
 * fs.cp copies one after another in twice the time.
 */
async function copyTree(
  from: string,
  to: string,
  isCopied: (name: string) => boolean = () => true,
) {
  await mkdir(to, { recursive: true })
  const entries = await readdir(from, { withFileTypes: true })
  await Promise.all(
    entries
      .filter((entry) => isCopied(entry.name))
      .map((entry) =>
        entry.isDirectory()
          ? copyTree(join(from, entry.name), join(to, entry.name))
          : copyFile(join(from, entry.name), join(to, entry.name)),
      ),
  )
}

/**
 * Migrates a new cluster in a private temporary directory, closes it (so its files are complete)
 * and renames it into place: a snapshot is whole or absent, and never changes afterwards. When
 * two starts make it at once, the first rename wins and the other drops its copy.
 */
async function makeSnapshot(
  snapshot: string,
  opts: { autoExposeNewTables: boolean; log?: (line: string) => void },
) {
  const temp = temporaryName(snapshot)
  await mkdir(temp, { recursive: true })
  try {
    const db = await openConnection({ dataDir: temp })
    try {
      await migrateDatabase(db, opts)
    } finally {
      await db.close()
    }
    await renameIntoPlace(temp, snapshot)
  } finally {
    await rm(temp, { recursive: true, force: true })
  }
}

/**
 * Keeps the KEPT_SNAPSHOTS most recently used snapshots of each kind, migrated (each with its
 * dump, if made) and seeded, `current` (a name) among them, and drops abandoned temporary copies.
 */
async function pruneSnapshots(snapshotDir: string, current: string) {
  const entries = await Promise.all(
    (await readdir(snapshotDir)).map(async (name) => {
      const info = await stat(join(snapshotDir, name)).catch(() => undefined)
      return { name, usedAt: info?.mtimeMs ?? 0 }
    }),
  )
  const now = Date.now()
  const isSeeded = (name: string) => name.startsWith(SEEDED_PREFIX)
  // A snapshot is named by its key (and prefix) alone; its dump and temporary copies add a suffix.
  const others = entries
    .filter((e) => !e.name.includes('.') && e.name !== current)
    .sort((a, b) => b.usedAt - a.usedAt)
  const staleOfKind = (seeded: boolean) =>
    others
      .filter((e) => isSeeded(e.name) === seeded)
      .slice(isSeeded(current) === seeded ? KEPT_SNAPSHOTS - 1 : KEPT_SNAPSHOTS)
  const stale = [
    ...[...staleOfKind(false), ...staleOfKind(true)].flatMap((e) => [e.name, `${e.name}.tar`]),
    ...entries
      .filter((e) => e.name.includes('.tmp-') && now - e.usedAt > ABANDONED_AFTER_MS)
      .map((e) => e.name),
  ]
  await Promise.all(
    stale.map((name) => rm(join(snapshotDir, name), { recursive: true, force: true })),
  )
}

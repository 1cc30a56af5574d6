/**
 * A migrated, unseeded PGlite data directory kept under .local/, so that a new data directory
 * starts as a copy of it instead of running initdb and every migration (most of a cold start).
 * Its name is a hash of all that makes it: a change to a migration, platform.sql, storage.sql,
 * the code that applies them or the PGlite version names another snapshot, made once by the next
 * start. The seed is not kept: its rows are dated relative to now(). The test suites open a
 * tarball of it in memory instead (snapshotDump), made once beside it.
 */
import { createHash, randomBytes } from 'node:crypto'
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
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readApiConfig } from '../server/config.ts'
import { dumpPgliteDataDir, openConnection } from './connection.ts'
import { migrateDatabase, readMigrations, SUPABASE_DIR } from './prepare.ts'

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
): Promise<{ made: boolean; snapshot: string }> {
  const { made, snapshot } = await currentSnapshot(opts)
  if (!made) opts.log?.(`New database: a copy of the migrated snapshot ${snapshot}`)
  await copySnapshot(snapshot, dataDir)
  return { made, snapshot }
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
    const temp = `${dump}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
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

/** The snapshot of today's migrations, made first when there is none. */
async function currentSnapshot(opts: RestoreOptions): Promise<{ made: boolean; snapshot: string }> {
  const snapshotDir = opts.snapshotDir ?? SNAPSHOT_DIR
  const autoExposeNewTables = opts.autoExposeNewTables ?? readApiConfig().autoExposeNewTables
  const key = await snapshotKey({ autoExposeNewTables })
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
  await copyTree(snapshot, dataDir, (name) => name !== CLUSTER_MARKER)
  await copyFile(join(snapshot, CLUSTER_MARKER), join(dataDir, CLUSTER_MARKER))
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
  const temp = `${snapshot}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
  await mkdir(temp, { recursive: true })
  try {
    const db = await openConnection({ dataDir: temp })
    try {
      await migrateDatabase(db, opts)
    } finally {
      await db.close()
    }
    try {
      await rename(temp, snapshot)
    } catch (error) {
      if (!existsSync(snapshot)) throw error
    }
  } finally {
    await rm(temp, { recursive: true, force: true })
  }
}

/**
 * Keeps the KEPT_SNAPSHOTS most recently used snapshots (each with its dump, if made) and drops
 * abandoned temporary copies.
 */
async function pruneSnapshots(snapshotDir: string, currentKey: string) {
  const entries = await Promise.all(
    (await readdir(snapshotDir)).map(async (name) => {
      const info = await stat(join(snapshotDir, name)).catch(() => undefined)
      return { name, usedAt: info?.mtimeMs ?? 0 }
    }),
  )
  const now = Date.now()
  // A snapshot is named by its key alone; its dump and temporary copies add a suffix.
  const snapshots = entries
    .filter((e) => !e.name.includes('.') && e.name !== currentKey)
    .sort((a, b) => b.usedAt - a.usedAt)
  const stale = [
    ...snapshots.slice(KEPT_SNAPSHOTS - 1).flatMap((e) => [e.name, `${e.name}.tar`]),
    ...entries
      .filter((e) => e.name.includes('.tmp-') && now - e.usedAt > ABANDONED_AFTER_MS)
      .map((e) => e.name),
  ]
  await Promise.all(
    stale.map((name) => rm(join(snapshotDir, name), { recursive: true, force: true })),
  )
}

import { join } from 'node:path'
import type { DbConnection } from '../db/connection.ts'
import type { Keys } from './gateway.ts'
import { verifyJwt } from './jwt.ts'
import type { StorageUser } from './storage-db.ts'
import { diskFileStore, memoryFileStore, type FileStore } from './storage-files.ts'

/** The global upload cap (the CLI's `[storage] file_size_limit` default is 50MiB). */
export const STORAGE_UPLOAD_LIMIT = 50 * 1024 * 1024

/** What the Storage routes share. */
export type StorageContext = {
  db: DbConnection
  keys: Keys
  files: FileStore
  /** Bytes; a bucket's own `file_size_limit` may only lower it. */
  uploadLimit: number
  /**
   * Whom the server's own reads run as. Hosted Storage's "super user" is the service key's user
   * (src/internal/database/tenant.ts getServiceKeyUser): role service_role, which bypasses RLS.
   */
  admin: StorageUser
}

export type StorageOptions = {
  db: DbConnection
  keys: Keys
  /** Folder for object bodies; in memory when undefined. */
  directory?: string
  uploadLimit?: number
}

export function createStorageContext(options: StorageOptions): StorageContext {
  const result = verifyJwt(options.keys.serviceRoleKey, options.keys.jwtSecret)
  if (!result.ok) throw new Error(`the service_role key does not verify: ${result.message}`)
  return {
    db: options.db,
    keys: options.keys,
    files: options.directory ? diskFileStore(options.directory) : memoryFileStore(),
    uploadLimit: options.uploadLimit ?? STORAGE_UPLOAD_LIMIT,
    admin: { jwt: options.keys.serviceRoleKey, claims: result.claims },
  }
}

/** `<dataDir>/storage`, beside PGlite's files, so one folder holds the whole local project. */
export function storageDirectoryFor(dataDir: string): string {
  return join(dataDir, 'storage')
}

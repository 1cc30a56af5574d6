import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

/**
 * Where object bodies live. Like the real server's backends, a body is stored per upload
 * version, so a failed or refused overwrite never touches the object's current file.
 */
export interface FileStore {
  /** `directory` for the log line; undefined when bodies are kept in memory. */
  directory: string | undefined
  write(bucket: string, name: string, version: string, body: Buffer): Promise<void>
  /** The body, or undefined when there is no such file. */
  read(bucket: string, name: string, version: string): Promise<Buffer | undefined>
  remove(bucket: string, name: string, version: string): Promise<void>
}

/** Bodies in memory: for a backend whose database is in memory too, or has no data directory. */
export function memoryFileStore(): FileStore {
  const files = new Map<string, Buffer>()
  const key = (bucket: string, name: string, version: string) =>
    JSON.stringify([bucket, name, version])
  return {
    directory: undefined,
    write: async (bucket, name, version, body) => void files.set(key(bucket, name, version), body),
    read: async (bucket, name, version) => files.get(key(bucket, name, version)),
    remove: async (bucket, name, version) => void files.delete(key(bucket, name, version)),
  }
}

/**
 * Bodies under `root`, as `<bucket>/<folders>/<file>/%v-<version>`. Object names may hold `..`,
 * empty parts or `%` (all valid keys), so every part is percent-encoded and `.`, `..` and ''
 * get names that encoding never yields: no name can reach outside `root` or another's file.
 */
export function diskFileStore(root: string): FileStore {
  const pathOf = (bucket: string, name: string, version: string) =>
    join(root, ...[bucket, ...name.split('/')].map(safePart), `%v-${encodeURIComponent(version)}`)
  return {
    directory: root,
    write: async (bucket, name, version, body) => {
      const path = pathOf(bucket, name, version)
      await mkdir(dirname(path), { recursive: true })
      // Written whole, then renamed: a reader never sees half a file.
      await writeFile(`${path}.tmp`, body)
      await rename(`${path}.tmp`, path)
    },
    read: async (bucket, name, version) => {
      try {
        return await readFile(pathOf(bucket, name, version))
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return undefined
        throw error
      }
    },
    remove: (bucket, name, version) => rm(pathOf(bucket, name, version), { force: true }),
  }
}

function safePart(part: string): string {
  if (part === '') return '%'
  if (part === '.') return '%2E'
  if (part === '..') return '%2E%2E'
  return encodeURIComponent(part)
}

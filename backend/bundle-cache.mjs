// @ts-check
/**
 * The lookup half of backend/cli-bundle.ts's cache, in plain JavaScript so that backend/cli.mjs
 * can find a cached bundle before anything loads tsx (tsx's start alone costs about 0.4 s).
 * A bundle is named by a hash of the text of every file it was built from, listed in a manifest
 * beside it.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
/** Where bundles are kept (git-ignored). */
export const BUNDLE_DIR = join(ROOT, '.local/backend-bundle')
// Bump when cli-bundle.ts's build options change: the hash covers the files, not how they are built.
const FORMAT = '1'

/**
 * @typedef {object} Manifest A bundle's source files, repository-relative, as its build found them.
 * @property {string[]} inputs
 */

/**
 * The hash of the build format and of each file's path and text.
 * @param {ReadonlyMap<string, string>} files
 */
export function bundleKey(files) {
  const hash = createHash('sha256')
  /** @param {string} label @param {string} text */
  const add = (label, text) => hash.update(`${label}\0${Buffer.byteLength(text)}\0`).update(text)
  add('format', FORMAT)
  for (const path of [...files.keys()].sort()) add(path, /** @type {string} */ (files.get(path)))
  return hash.digest('hex').slice(0, 32)
}

/**
 * Where the bundles of `entry` and their manifest are kept in `bundleDir`.
 * @param {string} entry
 * @param {string} bundleDir
 */
export function bundleFiles(entry, bundleDir) {
  const name = basename(entry, extname(entry))
  return {
    name,
    manifest: join(bundleDir, `${name}.json`),
    /** @param {string} key */
    bundle: (key) => join(bundleDir, `${name}-${key}.mjs`),
  }
}

/**
 * The cached bundle of `entry` built from its files as they are now; undefined when there is none
 * (never built, a file changed or gone: a new import changes its importer).
 * @param {string} entry
 * @param {string} [bundleDir]
 * @returns {Promise<string | undefined>}
 */
export async function findCachedBundle(entry, bundleDir = BUNDLE_DIR) {
  const files = bundleFiles(entry, bundleDir)
  try {
    /** @type {Manifest} */
    const manifest = JSON.parse(await readFile(files.manifest, 'utf8'))
    const inputs = await Promise.all(
      manifest.inputs.map(
        async (path) => /** @type {const} */ ([path, await readFile(join(ROOT, path), 'utf8')]),
      ),
    )
    const bundle = files.bundle(bundleKey(new Map(inputs)))
    return existsSync(bundle) ? bundle : undefined
  } catch {
    return undefined
  }
}

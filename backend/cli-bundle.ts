/**
 * backend/cli-main.ts and every file of the repository it imports as one JavaScript file, kept in
 * .local/backend-bundle/ under a hash of those files, so that backend/cli.ts can run it in a
 * worker thread without tsx: tsx's module hooks cost a start about a second (they rewrite and
 * source-map every module with a dynamic import, PGlite's 0.4 MB among them). Packages stay
 * imports, resolved from node_modules when it runs.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { basename, extname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
/** Where bundles are kept (git-ignored). */
export const BUNDLE_DIR = join(ROOT, '.local/backend-bundle')
// Bump when the build options below change: the hash covers the files, not how they are built.
const FORMAT = '1'
// esbuild reads the compiler options that change its output from it.
const TSCONFIG = 'tsconfig.json'
const LOADERS = { '.ts': 'ts', '.js': 'js', '.mjs': 'js', '.json': 'json' } as const
const KEPT_BUNDLES = 3

/** A bundle's source files, repository-relative, as the last build found them. */
type Manifest = { inputs: string[] }

/** The hash of the build format and of each file's path and text. */
function keyOf(files: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256')
  const add = (label: string, text: string) =>
    hash.update(`${label}\0${Buffer.byteLength(text)}\0`).update(text)
  add('format', FORMAT)
  for (const path of [...files.keys()].sort()) add(path, files.get(path)!)
  return hash.digest('hex').slice(0, 32)
}

async function readInputs(inputs: readonly string[]): Promise<Map<string, string>> {
  const texts = await Promise.all(inputs.map((path) => readFile(join(ROOT, path), 'utf8')))
  return new Map(inputs.map((path, index) => [path, texts[index]!]))
}

/**
 * The bundle of `entry`, built first when none in `bundleDir` matches its files as they are now.
 * Returns the bundle's path.
 */
export async function cliBundle(entry: string, bundleDir = BUNDLE_DIR): Promise<string> {
  const name = basename(entry, extname(entry))
  const manifestPath = join(bundleDir, `${name}.json`)
  const bundlePath = (key: string) => join(bundleDir, `${name}-${key}.mjs`)
  const manifest = await readFile(manifestPath, 'utf8').then(
    (text) => JSON.parse(text) as Manifest,
    () => undefined,
  )
  // A file gone, or any text changed, names another bundle. A new import changes its importer.
  const known = manifest && (await readInputs(manifest.inputs).catch(() => undefined))
  if (known && existsSync(bundlePath(keyOf(known)))) return bundlePath(keyOf(known))

  const { build } = await import('esbuild')
  // Each file's text as esbuild read it, so that the name describes the bundle even if a file
  // changes during the build.
  const loaded = new Map<string, string>([[TSCONFIG, await readFile(join(ROOT, TSCONFIG), 'utf8')]])
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    tsconfig: join(ROOT, TSCONFIG),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'source-file-urls',
        setup(builder) {
          builder.onLoad({ filter: /.*/ }, async ({ path }) => {
            const loader = LOADERS[extname(path) as keyof typeof LOADERS]
            if (!loader) throw new Error(`No loader for ${path}`)
            const text = await readFile(path, 'utf8')
            loaded.set(relative(ROOT, path), text)
            // Paths found from import.meta.url (supabase/, .local/, SQL files) stay each file's own.
            const url = JSON.stringify(pathToFileURL(path).href)
            return { contents: text.replaceAll('import.meta.url', url), loader }
          })
        },
      },
    ],
  })
  const key = keyOf(loaded)
  const target = bundlePath(key)
  await mkdir(bundleDir, { recursive: true })
  // Written aside, then renamed: a start running at the same time sees it whole or not at all.
  const temp = (path: string) => `${path}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
  const written = temp(target)
  await writeFile(written, result.outputFiles[0]!.contents)
  await rename(written, target)
  const inputs: Manifest = { inputs: [...loaded.keys()].sort() }
  const writtenManifest = temp(manifestPath)
  await writeFile(writtenManifest, JSON.stringify(inputs, null, 2))
  await rename(writtenManifest, manifestPath)
  await pruneBundles(bundleDir, name, target)
  return target
}

/** Keeps the KEPT_BUNDLES newest bundles of `name`, and no temporary file older than an hour. */
async function pruneBundles(bundleDir: string, name: string, current: string) {
  const entries = await Promise.all(
    (await readdir(bundleDir))
      .filter((file) => file.startsWith(`${name}-`))
      .map(async (file) => {
        const path = join(bundleDir, file)
        return { path, modified: (await stat(path).catch(() => undefined))?.mtimeMs ?? 0 }
      }),
  )
  const bundles = entries
    .filter((e) => e.path.endsWith('.mjs') && resolve(e.path) !== resolve(current))
    .sort((a, b) => b.modified - a.modified)
  const stale = [
    ...bundles.slice(KEPT_BUNDLES - 1),
    ...entries.filter((e) => e.path.includes('.tmp-') && Date.now() - e.modified > 3_600_000),
  ]
  await Promise.all(stale.map((e) => rm(e.path, { force: true })))
}

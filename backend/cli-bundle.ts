/**
 * backend/cli-main.ts and every file of the repository it imports as one JavaScript file, kept in
 * .local/backend-bundle/ under a hash of those files, so that backend/cli.mjs can run it in a
 * worker thread without tsx: tsx's module hooks cost a start about a second (they rewrite and
 * source-map every module with a dynamic import, PGlite's 0.4 MB among them). Packages stay
 * imports, resolved from node_modules when it runs.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { extname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { BUNDLE_DIR, bundleFiles, bundleKey, findCachedBundle, ROOT } from './bundle-cache.mjs'

// esbuild reads the compiler options that change its output from it.
const TSCONFIG = 'tsconfig.json'
const LOADERS = { '.ts': 'ts', '.js': 'js', '.mjs': 'js', '.json': 'json' } as const
const KEPT_BUNDLES = 3

/**
 * The bundle of `entry`, built first when none in `bundleDir` matches its files as they are now.
 * Returns the bundle's path.
 */
export async function cliBundle(entry: string, bundleDir = BUNDLE_DIR): Promise<string> {
  const cached = await findCachedBundle(entry, bundleDir)
  if (cached) return cached
  const { name, manifest: manifestPath, bundle: bundlePath } = bundleFiles(entry, bundleDir)

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
  const key = bundleKey(loaded)
  const target = bundlePath(key)
  await mkdir(bundleDir, { recursive: true })
  // Written aside, then renamed: a start running at the same time sees it whole or not at all.
  const temp = (path: string) => `${path}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
  const written = temp(target)
  await writeFile(written, result.outputFiles[0]!.contents)
  await rename(written, target)
  const inputs = { inputs: [...loaded.keys()].sort() }
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

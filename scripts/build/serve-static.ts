// Serves dist/ as Cloudflare Pages does: /gallery → dist/gallery.html, /gallery.html and
// /gallery/ → 308 to /gallery (scripts/build/page-files.ts), unknown paths → dist/404.html with status
// 404, and the response headers of dist/_headers. `npm run preview` and the end-to-end tests use
// it; e2e/hosting.spec.ts checks that it answers as Cloudflare's own runtime does.
// Usage: tsx scripts/build/serve-static.ts [--port 4173] [--dir dist]
import { createReadStream, existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { headersForPath, parseHeadersFile } from './headers-file'
import { cleanUrlRedirect, pageFile } from './page-files'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}

async function isFile(path: string) {
  return (await stat(path).catch(() => null))?.isFile() ?? false
}

/** The file under root at a URL path, or null: none there, or outside root. */
function fileAt(root: string, urlPath: string): string | null {
  const decoded = decodeURIComponent(urlPath)
  const candidate = join(root, normalize(decoded).replace(/^(\.\.[/\\])+/, ''))
  return candidate.startsWith(root + sep) ? candidate : null
}

/** The file that answers a URL path (an asset, else a page), or null for a 404. */
async function resolveFile(root: string, pathname: string): Promise<string | null> {
  // The host reads its configuration file and never serves it.
  if (pathname === '/_headers') return null
  if (pathname.length > 1 && pathname.endsWith('/')) return null
  for (const path of [fileAt(root, pathname), fileAt(root, '/' + pageFile(pathname))])
    if (path && (await isFile(path))) return path
  return null
}

/** The build writes dist/_headers; without it, nothing to test. */
async function readHeadersFile(root: string) {
  return readFile(join(root, '_headers'), 'utf8').catch(() => {
    throw new Error(`${join(root, '_headers')} is missing: run \`npm run build\` first`)
  })
}

export async function startStaticServer(options: {
  dir: string
  port: number
  host?: string
  /** Waits this long before each answer: a slow network's round trip, for the benchmarks. */
  latencyMs?: number
  /** Response headers of dist/_headers not to send (lower case), for the benchmarks. */
  dropHeaders?: string[]
}): Promise<Server> {
  const root = resolve(options.dir)
  // Read once at start: after a rebuild, restart the preview to serve the new headers.
  const rules = parseHeadersFile(await readHeadersFile(root))
  // Read per request, as the files are: a rebuild adds and removes pages under a running preview.
  const hasPage = (path: string) => existsSync(join(root, pageFile(path)))
  const server = createServer(async (request, response) => {
    try {
      if (options.latencyMs) await new Promise((wake) => setTimeout(wake, options.latencyMs))
      const url = request.url ?? '/'
      const pathname = url.split('?')[0] ?? '/'
      const ruleHeaders = Object.fromEntries(
        Object.entries(headersForPath(rules, pathname))
          .map(([name, value]) => [name.toLowerCase(), value])
          .filter(([name]) => !options.dropHeaders?.includes(name!)),
      )
      // One address per page: /gallery.html and /gallery/ redirect to /gallery.
      const redirect = cleanUrlRedirect(url, hasPage)
      if (redirect) return response.writeHead(308, { ...ruleHeaders, location: redirect }).end()
      const file = await resolveFile(root, pathname)
      const path = file ?? join(root, '404.html')
      response.writeHead(file ? 200 : 404, {
        'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
        // What Cloudflare Pages sends where no rule sets Cache-Control, and on a 404.
        'cache-control': file ? 'public, max-age=0, must-revalidate' : 'no-store',
        ...ruleHeaders,
      })
      if (request.method === 'HEAD') return response.end()
      // A rebuild can remove the file between the lookup and the read: end that one response
      // instead of the whole server.
      createReadStream(path)
        .on('error', () => response.destroy())
        .pipe(response)
    } catch {
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request')
    }
  })
  return new Promise((resolvePromise) =>
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolvePromise(server)),
  )
}

/** The address of a server started on 127.0.0.1 (port 0 picks a free port). */
export function serverUrl(server: Server) {
  const address = server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

function argument(name: string, fallback: string) {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = argument('dir', 'dist')
  const port = Number(argument('port', process.env.PORT ?? '4173'))
  const server = await startStaticServer({ dir, port })
  console.log(`Serving ${dir}/ at http://127.0.0.1:${port}`)
  const stop = () => server.close(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

// Serves dist/ as a static host does: /gallery → dist/gallery/index.html (/gallery/ redirects
// to /gallery), unknown paths → dist/404.html with status 404, the redirects of dist/_redirects
// (/gallery/index.html → /gallery) and the response headers of dist/_headers, as Netlify applies
// them. `npm run preview` and the end-to-end tests use it.
// Usage: tsx scripts/serve-static.ts [--port 4173] [--dir dist]
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { headersForPath, parseHeadersFile } from './headers-file'
import { parseRedirectsFile, redirectLocation } from './hosting-redirects'

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

/** The file that answers a URL path, or null for a 404. */
async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/')
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '')
  const candidate = join(root, safe)
  if (!candidate.startsWith(root)) return null
  // The host reads its configuration files and never serves them.
  if (['_headers', '_redirects'].includes(safe.replace(/^[/\\]+/, ''))) return null
  for (const path of [candidate, join(candidate, 'index.html')]) if (await isFile(path)) return path
  return null
}

/** The build writes dist/_headers and dist/_redirects; without them, nothing to test. */
async function readHostingFile(root: string, name: '_headers' | '_redirects') {
  return readFile(join(root, name), 'utf8').catch(() => {
    throw new Error(`${join(root, name)} is missing: run \`npm run build\` first`)
  })
}

export async function startStaticServer(options: {
  dir: string
  port: number
  host?: string
}): Promise<Server> {
  const root = resolve(options.dir)
  // Read once at start: after a rebuild, restart the preview to serve the new headers.
  const rules = parseHeadersFile(await readHostingFile(root, '_headers'))
  const redirects = parseRedirectsFile(await readHostingFile(root, '_redirects'))
  const server = createServer(async (request, response) => {
    try {
      // One address per page: /gallery/ answers with a permanent redirect to /gallery.
      const [pathname = '/', query] = (request.url ?? '/').split('?')
      if (pathname.length > 1 && pathname.endsWith('/')) {
        const location = pathname.replace(/\/+$/, '') + (query ? `?${query}` : '')
        return response.writeHead(301, { Location: location }).end()
      }
      const redirect = redirectLocation(redirects, request.url ?? '/')
      if (redirect) return response.writeHead(301, { Location: redirect }).end()
      const file = await resolveFile(root, request.url ?? '/')
      const status = file ? 200 : 404
      const path = file ?? join(root, '404.html')
      const ruleHeaders = Object.entries(headersForPath(rules, pathname))
      response.writeHead(status, {
        'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
        // What Netlify and Cloudflare Pages send where no rule sets Cache-Control.
        'cache-control': 'public, max-age=0, must-revalidate',
        ...Object.fromEntries(ruleHeaders.map(([name, value]) => [name.toLowerCase(), value])),
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

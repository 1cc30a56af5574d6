// `npm run dev` serves every page as the build writes it: rendered on the server for each
// request by src/app/entry-server.tsx, so the browser hydrates only the islands, as on the live
// site. A click handler outside an island, a prop JSON loses, a hydration mismatch or a missing
// head tag shows in development, not first in production.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Connect, Plugin, ViteDevServer } from 'vite'
import { brandFontClass } from '../../src/lib/brand-font.ts'
import { fillPageTemplate } from './page-document.ts'

type ServerEntry = typeof import('../../src/app/entry-server')

const serverEntry = '/src/app/entry-server.tsx'

// The build inlines the site's CSS into every page; the dev server links it, so the page is
// styled at its first paint too instead of when main.tsx's import of it has run.
const stylesheet = '<link rel="stylesheet" href="/src/index.css" />'

// The built page sets Inter's class from what an earlier page cached (scripts/build/entry-loader.ts);
// in development every page is set in Inter.
function withBrandFont(document: string) {
  return document.replace('<html lang="en-US">', `<html lang="en-US" class="${brandFontClass}">`)
}

/** A request for a page: not a file (it has no extension) and not one of Vite's own paths. */
export function isPageRequest(method: string | undefined, pathname: string) {
  const isRead = method === 'GET' || method === 'HEAD'
  return isRead && !/\.[\w-]+$/.test(pathname) && !/^\/(@|__|node_modules\/)/.test(pathname)
}

type Response = Parameters<Connect.NextHandleFunction>[1]

async function sendPage(server: ViteDevServer, url: URL, res: Response) {
  const template = await readFile(join(server.config.root, 'index.html'), 'utf8')
  const { renderPage } = (await server.ssrLoadModule(serverEntry)) as ServerEntry
  const page = await renderPage(url.pathname)
  const document = await server.transformIndexHtml(
    url.pathname + url.search,
    withBrandFont(fillPageTemplate(template, `${page.head}\n    ${stylesheet}`, page.html)),
  )
  res.statusCode = page.status
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.end(document)
}

export function devPages(): Plugin {
  return {
    name: 'dev-pages',
    apply: 'serve',
    configureServer(server) {
      // Before Vite's own middleware, which would answer every address with the bare index.html.
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.originalUrl ?? req.url ?? '/', 'http://dev.invalid')
        if (!isPageRequest(req.method, url.pathname)) return next()
        sendPage(server, url, res).catch((error: Error) => {
          server.ssrFixStacktrace(error)
          next(error)
        })
      })
    },
    // Most of a page is markup the browser never re-renders, so an edit to a module the server
    // renders reloads the page; an island's own module also updates in place first.
    hotUpdate({ modules, server }) {
      if (this.environment.name !== 'ssr' || modules.length === 0) return
      server.environments.client.hot.send({ type: 'full-reload' })
    },
  }
}

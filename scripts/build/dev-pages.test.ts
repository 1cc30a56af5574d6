import { createServer, type ViteDevServer } from 'vite'
import { isPageRequest } from './dev-pages'

describe('isPageRequest', () => {
  it.each([
    ['GET', '/', true],
    ['GET', '/gallery', true],
    ['HEAD', '/sacramento-lawn-care', true],
    ['POST', '/contact', false],
    ['GET', '/src/app/main.tsx', false],
    ['GET', '/favicon.svg', false],
    ['GET', '/@vite/client', false],
    ['GET', '/@react-refresh', false],
    ['GET', '/__open-in-editor', false],
  ])('%s %s: %s', (method, path, expected) => {
    expect(isPageRequest(method, path)).toBe(expected)
  })
})

describe('the dev server', () => {
  let server: ViteDevServer
  let origin: string

  beforeAll(async () => {
    server = await createServer({
      configFile: 'vite.config.ts',
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1', hmr: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    })
    await server.listen()
    const address = server.httpServer!.address()
    if (!address || typeof address === 'string') throw new Error('the dev server has no port')
    origin = `http://127.0.0.1:${address.port}`
  }, 60_000)

  afterAll(() => server?.close())

  const get = async (path: string) => {
    const response = await fetch(origin + path, { headers: { accept: 'text/html' } })
    return { status: response.status, html: await response.text() }
  }

  it('sends a public page rendered on the server, with its head, islands and entry script', async () => {
    const { status, html } = await get('/gallery')
    expect(status).toBe(200)
    expect(html).toContain('<title>Project Gallery | Greenleaf Landscaping</title>')
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/gallery"/>')
    expect(html).toContain('<script type="application/ld+json">')
    expect(html).toMatch(/<h1[^>]*>Our Project Gallery<\/h1>/)
    expect(html).toContain('data-island="project-gallery"')
    expect(html).toContain('<script type="module" src="/src/app/main.tsx"></script>')
    // Styled from the first paint, as the build's inlined CSS is.
    expect(html).toContain('<link rel="stylesheet" href="/src/index.css" />')
    // Vite's own addition: its client, which reloads the page on an edit.
    expect(html).toContain('/@vite/client')
  })

  it('sends /admin as the empty shell the app renders into, kept out of search', async () => {
    const { status, html } = await get('/admin')
    expect(status).toBe(200)
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
  })

  it('answers an unknown address with the not-found page and 404', async () => {
    const { status, html } = await get('/no-such-page')
    expect(status).toBe(404)
    expect(html).toMatch(/<h1[^>]*>404<\/h1>/)
  })

  it('leaves files to Vite', async () => {
    const response = await fetch(`${origin}/favicon.svg`)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
  })
})

import { createHash } from 'node:crypto'
import { entryLoaderScript, scriptHashSource, withEntryLoader } from './entry-loader'

const builtPage = [
  '<head>',
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/preload-helper-def.js">',
  '    <style>p{}</style>',
  '  </head>',
].join('\n')

describe('the entry loader', () => {
  it("takes the place of Vite's entry tag and modulepreloads, naming both files", () => {
    const { page, script } = withEntryLoader(builtPage)
    expect(page).not.toMatch(/<script type="module"|<link rel="modulepreload"/)
    expect(page).toContain(`<script>${script}</script>`)
    expect(page).toContain('<style>p{}</style>')
    expect(script).toBe(
      entryLoaderScript('/assets/index-abc.js', ['/assets/preload-helper-def.js']),
    )
    expect(script).toContain('src:"/assets/index-abc.js"')
    expect(script).toContain('["/assets/preload-helper-def.js"]')
  })

  it('waits for the first contentful paint, or starts at once out of sight', () => {
    const script = entryLoaderScript('/a.js', [])
    expect(script).toContain('"first-contentful-paint"')
    expect(script).toContain('d.visibilityState=="hidden"')
    expect(script).toContain('localStorage.getItem("brand-font-cached")')
    expect(script).not.toContain('</script')
  })

  it('refuses a page without an entry tag', () => {
    expect(() => withEntryLoader('<head></head>')).toThrow(/no entry <script>/)
  })

  it('is allowed by the SHA-256 of its text, as a CSP source', () => {
    const script = entryLoaderScript('/a.js', [])
    const digest = createHash('sha256').update(script).digest('base64')
    expect(scriptHashSource(script)).toBe(`'sha256-${digest}'`)
  })
})

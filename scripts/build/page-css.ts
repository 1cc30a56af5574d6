// Puts the stylesheet into each prerendered page, so the first paint waits for no stylesheet
// request. A public page carries only the rules it can use: those whose classes all appear in its
// HTML or in the code its islands may load (they draw the ZIP check's answers and the menus'
// states after load); the estimate form loads the whole sheet before it draws
// (src/lib/whole-stylesheet.ts). The whole sheet is ~8 kB gzip; a page needs ~6. That keeps a
// page's HTML within the first round trip of a new connection (TCP's initial window, ~14 kB),
// which Lighthouse's slow-4G simulation prices at 150 ms. /auth and /admin get the whole sheet.
// Under the CSP, inline <style> is allowed (style-src 'unsafe-inline').
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import postcss, { type Root } from 'postcss'
import { wholeStylesheetAttribute } from '../../src/lib/whole-stylesheet'
import { decodeHtml } from './page-document'
import { islandsIn, pageCode, readManifest, stylesheetOf } from './route-assets'

/** `\[`, `\:`, `\31 0` in a CSS identifier, read as the characters they stand for. */
function unescapeCss(identifier: string) {
  return identifier.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]/.test(escaped) ? String.fromCodePoint(parseInt(escaped, 16)) : escaped,
  )
}

/**
 * The class names a selector requires, e.g. `.group:hover .group-hover\:flex` → group,
 * group-hover:flex. Classes inside :not() are not required, and attribute selectors hold none.
 */
export function requiredClasses(selector: string): string[] {
  const required = selector
    .replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '')
    .replace(/(?<!\\)\[[^\]]*(?<!\\)\]/g, '')
  return [...required.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-]|[^\p{ASCII}])+)/gu)].map(
    (match) => unescapeCss(match[1]!),
  )
}

/**
 * Every word of a page or a script, split where a class list can end (whitespace and quotes):
 * a superset of the class names it uses, as Tailwind reads its sources.
 */
export function classCandidates(text: string): Set<string> {
  return new Set(
    decodeHtml(text)
      .split(/[\s"'`]+/)
      .filter(Boolean),
  )
}

/**
 * The elements a selector names, e.g. `input::placeholder` → input; `main>section+section` →
 * main, section. Those inside :not(), :where(), :is() and :has() are not
 * required, and escapes are read first, so a class's `\2c ` is not taken for a combinator.
 */
export function requiredElements(selector: string): string[] {
  const required = selector
    .replace(/\\(?:[0-9a-fA-F]{1,6}\s?|[\s\S])/g, '_')
    .replace(/:(?:not|where|is|has)\((?:[^()]|\([^()]*\))*\)/g, '')
    .replace(/\[[^\]]*\]/g, '')
  return [...required.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)].map((match) =>
    match[1]!.toLowerCase(),
  )
}

/** The element names of a page's HTML, e.g. `<li class="a">` → li. */
export function elementCandidates(html: string): Set<string> {
  return new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((match) => match[1]!.toLowerCase()))
}

/** `compute`, run once for each argument and remembered. */
function remembered<T>(compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>()
  return (key) => {
    let value = known.get(key)
    if (value === undefined) {
      value = compute(key)
      known.set(key, value)
    }
    return value
  }
}

// Each selector's classes and elements, read once for all the pages the build prunes the sheet for.
const requiredNamesOnce = remembered((selector) => [
  ...requiredClasses(selector),
  ...requiredElements(selector),
])

/**
 * Tailwind's defaults for its `--tw-*` variables (on `*`, `::before`, `::backdrop`), less those
 * no declaration left reads: each page uses a few of the fifty.
 */
function dropUnreadTailwindVariables(sheet: Root) {
  const read = new Set<string>()
  sheet.walkDecls((declaration) => {
    for (const match of declaration.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(match[1]!)
  })
  sheet.walkDecls(/^--tw-/, (declaration) => {
    if (!read.has(declaration.prop)) declaration.remove()
  })
}

/**
 * The stylesheet without the rules that need a class or an element none of `candidates` has
 * (Tailwind's resets of tables, code or text areas, on a page without any), and without the
 * `--tw-*` defaults nothing left reads.
 */
export function pruneStylesheet(sheet: Root, candidates: Set<string>): string {
  const pruned = sheet.clone()
  const isUsable = (selector: string) =>
    requiredNamesOnce(selector).every((name) => candidates.has(name))
  pruned.walkRules((rule) => {
    // A keyframe's steps (from, 50%, to) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return
    const used = rule.selectors.filter(isUsable)
    if (used.length === 0) rule.remove()
    else if (used.length < rule.selectors.length) rule.selectors = used
  })
  dropUnreadTailwindVariables(pruned)
  // Rules, media queries and layers left empty.
  pruned.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove()
  })
  pruned.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove()
  })
  return pruned.toString()
}

function withInlineStylesheet(html: string, href: string, style: string) {
  const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${href}"[^>]*>`)
  if (!link.test(html)) throw new Error(`scripts/build/page-css.ts: no <link> to /${href}`)
  return html.replace(link, () => style)
}

export function createPageCss(distDir: string) {
  const manifest = readManifest(distDir)
  const href = stylesheetOf(manifest)
  const css = readFileSync(join(distDir, href), 'utf8')
  const sheet = postcss.parse(css)
  // Each built file's class candidates, read once: pages share most of their code.
  const candidatesOf = remembered((file) =>
    classCandidates(readFileSync(join(distDir, file), 'utf8')),
  )

  // What the estimate form loads: every rule, but not the @font-face rules again. New faces for
  // the same font would load it anew and, where the page had gone on with the fallback
  // (font-display: optional), swap it in under the dialog: the whole page would reflow.
  const rules = sheet.clone()
  rules.walkAtRules('font-face', (fontFace) => {
    fontFace.remove()
  })
  const rulesCss = rules.toString()
  const hash = createHash('sha256').update(rulesCss).digest('base64url').slice(0, 8)
  const rulesHref = `${href.replace(/\.css$/, '')}-rules-${hash}.css`
  writeFileSync(join(distDir, rulesHref), rulesCss)

  return {
    /** A public page with the rules it can use inline. */
    publicPage(html: string) {
      // Class and element names: the page's, and every word of its islands' code (`"textarea"`).
      const candidates = classCandidates(html)
      for (const element of elementCandidates(html)) candidates.add(element)
      for (const file of pageCode(manifest, islandsIn(html)))
        for (const word of candidatesOf(file)) candidates.add(word)
      const css = pruneStylesheet(sheet, candidates).trim()
      // The estimate form loads the whole sheet's rules, named here, before it draws.
      return withInlineStylesheet(
        html,
        href,
        `<style ${wholeStylesheetAttribute}="/${rulesHref}">${css}</style>`,
      )
    },
    /** /auth's or /admin's shell with the whole stylesheet inline: the app draws every screen. */
    privateShell(html: string) {
      return withInlineStylesheet(html, href, `<style>${css.trim()}</style>`)
    },
  }
}

// Puts the site's CSS into each prerendered page, so the first paint waits for no stylesheet
// request. Under the CSP, inline <style> is allowed (style-src 'unsafe-inline'); the deferred
// loaders that need an onload attribute or an inline script are not.
import Beasties from 'beasties'

// A stylesheet request costs a round trip (150 ms on Lighthouse's mobile network, where 1.6
// Mbit/s moves ~30 kB gzip in that time): a stylesheet below ~10 kB gzip costs less inline, in
// every page, than as a file. The site's is ~33 kB, ~7 kB gzip.
const smallerThanARequest = 48 * 1024

export function createCssInliner(distDir: string) {
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    inlineThreshold: smallerThanARequest,
    // Once the stylesheet outgrows that: the rules this page's markup uses go inline, and the
    // stylesheet (left whole, other pages share it) loads from the end of <body>.
    preload: 'body',
    pruneSource: false,
    // The @font-face rules go inline with the text they style.
    inlineFonts: true,
    preloadFonts: false,
    logLevel: 'warn',
  })
  /** The page's HTML with its CSS inlined. */
  return async (html: string) =>
    (await beasties.process(html)).replace(' data-beasties-container', '')
}

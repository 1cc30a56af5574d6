// Inter, the site's typeface, on every page but a newcomer's first. Text is set in Inter only
// under this class on <html>; without it, in 'Inter Fallback' (Arial at Inter's metrics). A public
// page's inline head script (scripts/build/entry-loader.ts) sets the class before the first paint
// when an earlier page has cached the font; the first page caches it once it has painted.
// Why: with 'font-display: optional' a slow phone's first view shows the fallback anyway, yet the
// font's 19 kB asked for beside the HTML cost that view one more round trip before its largest
// paint (Lighthouse's mobile simulation counts every file that arrived before it).

/** The class on <html> under which text is set in Inter (src/index.css). */
export const brandFontClass = 'brand-font'

/** The localStorage entry that says an earlier page cached Inter. */
export const brandFontCachedKey = 'brand-font-cached'

/** Text in Inter from now on: for screens that draw after the app has loaded (/auth, /admin). */
export function applyBrandFont() {
  document.documentElement.classList.add(brandFontClass)
}

/**
 * After a page without Inter has painted: fetches the font into the cache (no text uses it yet,
 * so none changes) and tells the next pages they may use it.
 */
export function cacheBrandFontForNextPages() {
  if (document.documentElement.classList.contains(brandFontClass)) return
  document.fonts
    .load('1em Inter')
    .then((faces) => {
      if (faces.length > 0) localStorage.setItem(brandFontCachedKey, '1')
    })
    // No storage (a private window) or no font: the next page keeps the fallback.
    .catch(() => {})
}

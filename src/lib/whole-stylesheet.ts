/**
 * A public page inlines only the stylesheet rules its HTML and its islands use
 * (scripts/build/page-css.ts), and names a file with all the rules (the whole stylesheet but its
 * @font-face rules, which the page has) in this attribute of its <style>. Code that draws more
 * than that, the estimate form, loads those rules first.
 */
export const wholeStylesheetAttribute = 'data-whole-stylesheet'

let loading: Promise<void> | undefined

/**
 * Adds the whole stylesheet to the page and resolves once it applies; at once where the page
 * has it already (the dev server, /auth and /admin). A sheet that fails to load resolves too: the
 * form then draws plainer, but it draws.
 */
export function loadWholeStylesheet(): Promise<void> {
  const href = document
    .querySelector(`style[${wholeStylesheetAttribute}]`)
    ?.getAttribute(wholeStylesheetAttribute)
  if (!href) return Promise.resolve()
  return (loading ??= new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
    link.onload = link.onerror = () => resolve()
    document.head.append(link)
  }))
}

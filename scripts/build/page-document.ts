/** A page's document: index.html with the page's head tags and its #root markup put in. */
export function fillPageTemplate(template: string, head: string, html: string) {
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html)
}

/** Text or an attribute value as React writes it, its five escaped characters read back. */
export function decodeHtml(text: string) {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
}

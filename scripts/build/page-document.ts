/** A page's document: index.html with the page's head tags and its #root markup put in. */
export function fillPageTemplate(template: string, head: string, html: string) {
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html)
}

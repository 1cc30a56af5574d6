/**
 * Names joined the way the site's copy writes them: 'Rocklin, Folsom and El Dorado Hills', with
 * no comma before the last one. A heading may join with '&' where 'and' would run long.
 */
export function formatList(items: readonly string[], conjunction: 'and' | '&' = 'and') {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`
}

// Text made safe for a mail: escaped for HTML, on one line for a subject, cut to a length. The
// mails (alert-mail.ts, alert-digest.ts, acknowledgement-mail.ts) escape what they show;
// the local backend's auth mails and outbox page escape links and headers with it too.

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!)
}

/**
 * Subject lines cannot hold line breaks; a visitor's text must not add mail headers. Every
 * control character (CR, LF, tab, VT, FF, NEL, ...) and the Unicode line and paragraph
 * separators become one space. The invisible format characters (Unicode category Cf: bidi
 * overrides and isolates such as U+202E, zero-width spaces and joiners, the byte-order mark) are
 * removed, so a name cannot reorder or hide the rest of the subject as a mail client shows it.
 */
export function oneLine(text: string): string {
  return text
    .replace(/\p{Cf}+/gu, '')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .trim()
}

/** At most `max` characters, never cutting a character outside the BMP (an emoji) in half. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text)
  return characters.length <= max ? text : characters.slice(0, max).join('')
}

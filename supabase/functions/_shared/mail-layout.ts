// What every mail the product sends has around its own words: the office's name, phone, hours
// and town at the foot, in the plain-text and the HTML part alike. Plain TypeScript with no
// runtime APIs, so Deno, Node and Vite all load it.
import { escapeHtml } from './mail-text.ts'
import { office, officeTown } from './office.ts'
import { isServiceKey, serviceName } from './service-catalogue.ts'

export interface MailBody {
  text: string
  html: string
}

/** Grey, smaller text under a mail's message (a reference, a note), and the foot's colour. */
const SMALL_PRINT = 'color:#4a5a4a;font-size:13px'

/** A paragraph of small print, escaped. */
export function smallPrint(text: string): string {
  return `<p style="${SMALL_PRINT}">${escapeHtml(text)}</p>`
}

/**
 * The line that names the homeowner's request at a mail's end: 'Your request: 7KQ4-2MZD (Lawn Care
 * & Maintenance)'. An old request may hold free text as its service: only a catalogue service is
 * named, so the mail repeats nothing the visitor typed.
 */
export function requestLine(reference: string, service: string | null): string {
  return `Your request: ${reference}${isServiceKey(service) ? ` (${serviceName(service)})` : ''}`
}

/** Labelled facts as a two-column table, escaped; a value's line breaks are kept. */
export function factsTable(facts: readonly (readonly [string, string])[]): string {
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return `<table>${rows}</table>`
}

/** The office's lines, for the foot of a mail. */
export function officeLines(): string[] {
  return [office.name, `${office.phone.display} (${office.hours})`, officeTown()]
}

/** A mail's body with the office at its foot; `html` is already escaped where it shows text. */
export function withOfficeFooter(body: MailBody): MailBody {
  const lines = officeLines()
  return {
    text: `${body.text}\n\n--\n${lines.join('\n')}`,
    html:
      '<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2a1f">' +
      body.html +
      '<hr style="border:none;border-top:1px solid #d6d3c4;margin:24px 0 12px">' +
      `<p style="${SMALL_PRINT};margin:0">${lines.map(escapeHtml).join('<br>')}</p>` +
      '</div>',
  }
}

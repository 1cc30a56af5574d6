// The one mail for a burst of requests (the claim decides when: supabase/schemas/30_mail_outbox.sql):
// each request on a line (name, service, city) with its link in the admin. The subject holds only
// the count, no visitor's text. Plain TypeScript, so Deno and Node both load it.
import type { AddressedMail } from './mail-outbox.ts'
import { withOfficeFooter } from './mail-layout.ts'
import { escapeHtml, oneLine, truncate } from './mail-text.ts'
import { requestLink } from './request-link.ts'
import { serviceName } from './service-catalogue.ts'

/** What the digest shows of a request: a claimed alert has these fields. */
export interface DigestEntry {
  submission_id: string
  reference: string
  first_name: string
  last_name: string
  /** The service's catalogue key, shown by its name. */
  service: string
  address: string | null
}

/** A line of visitor text: no breaks, at most 100 characters. */
function shortLine(text: string): string {
  return truncate(oneLine(text), 100)
}

/**
 * The city of an address as the form words it ('12 Oak St, Folsom, CA 95630', or the prefilled
 * 'Folsom, CA'): the part before the state; else a last part without digits ('…, Folsom').
 */
export function cityOf(address: string | null): string | undefined {
  const parts = (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const state = parts.findIndex((part) => /^CA(\s+\d{5}(-\d{4})?)?$/i.test(part))
  if (state > 0) return parts[state - 1]
  const last = parts.at(-1)
  return state === -1 && last && !/\d/.test(last) ? last : undefined
}

function digestLine(entry: DigestEntry): string {
  const city = cityOf(entry.address)
  return [
    entry.reference,
    shortLine(`${entry.first_name} ${entry.last_name}`),
    shortLine(serviceName(entry.service)),
    city ? shortLine(city) : 'no city given',
  ].join(', ')
}

export function composeDigestMail(
  entries: DigestEntry[],
  recipients: string[],
  siteUrl: string,
): AddressedMail {
  const intro =
    `${entries.length} estimate requests arrived on the website within a few minutes, ` +
    'so they come together in this one mail.'
  const lines = entries.map((entry) => ({
    line: digestLine(entry),
    link: requestLink(siteUrl, entry.submission_id),
  }))
  const text = [
    intro,
    '',
    ...lines.flatMap(({ line, link }, index) => [`${index + 1}. ${line}`, `   ${link}`]),
  ].join('\n')
  const items = lines
    .map(
      ({ line, link }) =>
        `<li>${escapeHtml(line)}: <a href="${escapeHtml(link)}">open it in the admin</a></li>`,
    )
    .join('')
  return {
    to: recipients,
    subject: `${entries.length} new estimate requests`,
    ...withOfficeFooter({ text, html: `<p>${escapeHtml(intro)}</p><ol>${items}</ol>` }),
  }
}

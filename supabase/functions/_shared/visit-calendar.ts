// A visit the office schedules from an estimate request, as the homeowner's calendar sees it: the
// arrival windows the office offers, the visit's time as a label, and the iCalendar invitation
// (RFC 5545, with the iTIP methods of RFC 5546) attached to the confirmation, update and
// cancellation mails. Plain TypeScript with no runtime APIs, so the Edge Functions (Deno), the
// local backend (Node) and the app (as @shared/visit-calendar) all load it.
import { addDays, formatCalendarDay, isCalendarDay, officeTimeZone } from './visit-windows.ts'

/** The arrival windows the office offers: the crew arrives between `start` and `end`, office time. */
export const visitArrivalWindows = [
  { value: '08-10', label: '8–10 am', start: '08:00', end: '10:00' },
  { value: '10-12', label: '10 am–12 pm', start: '10:00', end: '12:00' },
  { value: '13-15', label: '1–3 pm', start: '13:00', end: '15:00' },
  { value: '15-17', label: '3–5 pm', start: '15:00', end: '17:00' },
] as const

export type VisitArrivalWindow = (typeof visitArrivalWindows)[number]['value']

/** How long a visit at an exact time takes in the homeowner's calendar. */
export const exactVisitMinutes = 60

/**
 * When a visit is: the office's calendar day (YYYY-MM-DD) and either an arrival window's value or
 * an exact start time (HH:MM, or HH:MM:00 as Postgres writes a `time`), never both.
 */
export interface VisitTime {
  date: string
  window?: string | null
  startTime?: string | null
}

export interface VisitPerson {
  name: string
  email: string
}

export interface VisitInvitationInput extends VisitTime {
  /** The visit's id (a UUID): the invitation's UID, the same for every update and the cancellation. */
  visitId: string
  /** 0 for the first invitation, raised by the caller on each change (reschedule, cancellation). */
  sequence: number
  status: 'scheduled' | 'cancelled'
  /** The event's title, e.g. 'Estimate visit: Lawn care'. */
  summary: string
  /** The address, when known. */
  location: string | null
  /** The office's note for the homeowner, when there is one. */
  description: string | null
  /** The office: the sender of the mail. */
  organizer: VisitPerson
  /** The homeowner. */
  attendee: VisitPerson
  /** The site's URL (https://…): the event's URL, and the domain of its UID. */
  siteUrl: string
  /** When the invitation is written (DTSTAMP). */
  now: Date
}

export interface VisitInvitation {
  method: 'REQUEST' | 'CANCEL'
  /** The iCalendar text: CRLF line endings, lines folded at 75 octets. */
  ics: string
  /**
   * The attachment's (or text/calendar part's) Content-Type, with the method Gmail and Outlook
   * read to show it as an invitation rather than a file.
   */
  contentType: string
  filename: string
}

/** The label of an arrival window's value; the value itself if it is not one of ours. */
export function arrivalWindowLabel(value: string): string {
  return visitArrivalWindows.find((window) => window.value === value)?.label ?? value
}

/** '9:30 am' for '09:30', '12:00 pm' for '12:00', '12:15 am' for '00:15'. */
export function formatClockTime(time: string): string {
  const minutes = parseClockTime(time)
  const hour = Math.floor(minutes / 60)
  const minute = String(minutes % 60).padStart(2, '0')
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'am' : 'pm'}`
}

/** 'Tue, Dec 8, 2026, 8–10 am' for a window, 'Tue, Dec 8, 2026, 9:30 am' for an exact time. */
export function visitTimeLabel(visit: VisitTime): string {
  const slot = visitSlot(visit)
  const time = slot.kind === 'window' ? slot.window.label : formatClockTime(slot.startTime)
  return `${formatCalendarDay(visit.date)}, ${time}`
}

/**
 * What a mail about the visit shows, label and value: When (with '(arrival window)' for a window),
 * Where when the address is known, Note when there is one. The values are plain text: a mail's
 * HTML escapes them.
 */
export function visitDetails(
  visit: VisitTime & { location?: string | null; description?: string | null },
): { label: 'When' | 'Where' | 'Note'; value: string }[] {
  const when =
    visitTimeLabel(visit) + (visitSlot(visit).kind === 'window' ? ' (arrival window)' : '')
  const details: { label: 'When' | 'Where' | 'Note'; value: string }[] = [
    { label: 'When', value: when },
  ]
  const location = visit.location?.trim()
  if (location) details.push({ label: 'Where', value: location })
  const note = visit.description?.trim()
  if (note) details.push({ label: 'Note', value: note })
  return details
}

/** The plain-text lines of `visitDetails`: 'When: Tue, Dec 8, 2026, 8–10 am (arrival window)'. */
export function visitMailLines(
  visit: VisitTime & { location?: string | null; description?: string | null },
): string[] {
  return visitDetails(visit).map(({ label, value }) => `${label}: ${value}`)
}

/**
 * The invitation for the visit as it is now: METHOD:REQUEST while it is scheduled (the first
 * invitation and every update, told apart by `sequence`), METHOD:CANCEL with STATUS:CANCELLED once
 * it is cancelled. The UID depends only on the visit's id and the site's domain, so each mail
 * updates the same event in the homeowner's calendar. Throws an Error naming the field when the
 * input is not a visit it can write.
 */
export function visitInvitation(input: VisitInvitationInput): VisitInvitation {
  const slot = visitSlot(input)
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(input.visitId)) {
    throw new Error(
      `Visit invitation: visitId must be a UUID, not ${JSON.stringify(input.visitId)}`,
    )
  }
  if (!Number.isSafeInteger(input.sequence) || input.sequence < 0) {
    throw new Error(
      `Visit invitation: sequence must be a whole number from 0, not ${String(input.sequence)}`,
    )
  }
  if (input.status !== 'scheduled' && input.status !== 'cancelled') {
    throw new Error(
      `Visit invitation: status must be 'scheduled' or 'cancelled', not ${JSON.stringify(input.status)}`,
    )
  }
  if (!(input.now instanceof Date) || Number.isNaN(input.now.getTime())) {
    throw new Error('Visit invitation: now must be a valid Date')
  }
  const summary = input.summary?.trim()
  if (!summary) throw new Error('Visit invitation: summary must not be empty')
  const site = siteUrlOf(input.siteUrl)
  const organizer = personOf('organizer', input.organizer)
  const attendee = personOf('attendee', input.attendee)

  const start = slot.startMinutes
  const end = slot.kind === 'window' ? parseClockTime(slot.window.end) : start + exactVisitMinutes
  const cancelled = input.status === 'cancelled'
  const method = cancelled ? 'CANCEL' : 'REQUEST'
  const location = input.location?.trim()
  const description = input.description?.trim()

  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...OFFICE_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:visit-${input.visitId.toLowerCase()}@${site.hostname}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${utcDateTime(input.now)}`,
    `DTSTART;TZID=${officeTimeZone}:${localDateTime(input.date, start)}`,
    `DTEND;TZID=${officeTimeZone}:${localDateTime(input.date, end)}`,
    `SUMMARY:${escapeText(summary)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    `URL:${site.href}`,
    `ORGANIZER;CN=${paramValue(organizer.name)}:mailto:${organizer.email}`,
    `ATTENDEE;CN=${paramValue(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return {
    method,
    ics: lines.map(foldLine).join('\r\n') + '\r\n',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    filename: 'invite.ics',
  }
}

const PRODID = '-//Greenleaf Landscaping//Visit invitations//EN'

/**
 * America/Los_Angeles under the US rules since 2007: daylight time from the second Sunday of
 * March at 02:00 (-0800 → -0700), standard time from the first Sunday of November at 02:00. Each
 * DTSTART is the first change under these rules (2007-03-11, 2007-11-04), as RFC 5545 asks.
 */
const OFFICE_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${officeTimeZone}`,
  `X-LIC-LOCATION:${officeTimeZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0800',
  'TZOFFSETTO:-0700',
  'TZNAME:PDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0800',
  'TZNAME:PST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

type VisitSlot =
  | {
      kind: 'window'
      window: (typeof visitArrivalWindows)[number]
      startMinutes: number
    }
  | { kind: 'exact'; startTime: string; startMinutes: number }

/** The visit's window or exact time, checked; throws on a bad date, window or time. */
function visitSlot(visit: VisitTime): VisitSlot {
  if (!isCalendarDay(visit.date)) {
    throw new Error(
      `Visit: date must be a calendar day YYYY-MM-DD, not ${JSON.stringify(visit.date)}`,
    )
  }
  const hasWindow = visit.window != null && visit.window !== ''
  const hasStartTime = visit.startTime != null && visit.startTime !== ''
  if (hasWindow === hasStartTime) {
    throw new Error('Visit: give either an arrival window or a start time, not both or neither')
  }
  if (hasWindow) {
    const window = visitArrivalWindows.find((w) => w.value === visit.window)
    if (!window) {
      const known = visitArrivalWindows.map((w) => w.value).join(', ')
      throw new Error(
        `Visit: unknown arrival window ${JSON.stringify(visit.window)} (known: ${known})`,
      )
    }
    return { kind: 'window', window, startMinutes: parseClockTime(window.start) }
  }
  const startTime = visit.startTime!
  return { kind: 'exact', startTime, startMinutes: parseClockTime(startTime) }
}

/** Minutes after midnight of 'HH:MM' or 'HH:MM:00' (24-hour clock); throws otherwise. */
function parseClockTime(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/.exec(time)
  if (!match) {
    throw new Error(`Visit: start time must be HH:MM (24-hour clock), not ${JSON.stringify(time)}`)
  }
  return Number(match[1]) * 60 + Number(match[2])
}

/** The local DATE-TIME form (20261208T080000) of `minutes` after the start of `day`, past midnight too. */
function localDateTime(day: string, minutes: number): string {
  const date = addDays(day, Math.floor(minutes / 1440)).replaceAll('-', '')
  const inDay = minutes % 1440
  const hh = String(Math.floor(inDay / 60)).padStart(2, '0')
  const mm = String(inDay % 60).padStart(2, '0')
  return `${date}T${hh}${mm}00`
}

/** The UTC DATE-TIME form of an instant: 20261201T170000Z. */
function utcDateTime(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every line break
 * (CRLF, CR, LF, U+2028, U+2029) as \n, and the other control characters but tab removed.
 */
function escapeText(text: string): string {
  return text
    .replace(/\r\n|[\r\n\u2028\u2029]/g, '\n')
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '') // eslint-disable-line no-control-regex
    .replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`))
}

/**
 * A parameter value (a CN), always quoted: it may then hold ';', ':' and ','. A quoted value cannot
 * hold a double quote or a control character (RFC 5545 3.1), so those become an apostrophe or a
 * space.
 */
function paramValue(text: string): string {
  const clean = text
    .replace(/"/g, "'")
    .replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, ' ') // eslint-disable-line no-control-regex
    .trim()
  return `"${clean}"`
}

function personOf(role: 'organizer' | 'attendee', person: VisitPerson): VisitPerson {
  const name = person?.name?.trim() ?? ''
  const email = person?.email?.trim() ?? ''
  if (!name) throw new Error(`Visit invitation: ${role}.name must not be empty`)
  // One address, nothing that could end the mailto: value or the line.
  if (!/^[^\s@"<>;:,\\]+@[^\s@"<>;:,\\]+\.[^\s@"<>;:,\\]+$/.test(email)) {
    throw new Error(
      `Visit invitation: ${role}.email must be an e-mail address, not ${JSON.stringify(email)}`,
    )
  }
  return { name, email }
}

function siteUrlOf(siteUrl: string): URL {
  let url: URL
  try {
    url = new URL(siteUrl)
  } catch {
    throw new Error(`Visit invitation: siteUrl must be a URL, not ${JSON.stringify(siteUrl)}`)
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) {
    throw new Error(
      `Visit invitation: siteUrl must be an http(s) URL, not ${JSON.stringify(siteUrl)}`,
    )
  }
  return url
}

/**
 * One content line folded as RFC 5545 3.1 asks: at most 75 octets of UTF-8 a line (CRLF not
 * counted), each continuation starting with one space, never inside a character.
 */
function foldLine(line: string): string {
  const parts: string[] = []
  let part = ''
  let octets = 0
  let limit = 75
  for (const character of line) {
    const code = character.codePointAt(0)!
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
    if (octets + size > limit) {
      parts.push(part)
      part = ''
      octets = 0
      limit = 74 // the leading space is the 75th octet
    }
    part += character
    octets += size
  }
  parts.push(part)
  return parts.join('\r\n ')
}

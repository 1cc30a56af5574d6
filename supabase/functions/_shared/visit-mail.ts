// The homeowner's mail about their estimate visit, queued when an admin schedules, moves or cancels
// it: when and where (visit-calendar.ts's labels), the office's note, how to ask for another time,
// the request's reference, and the iCalendar invitation attached (METHOD:REQUEST, or CANCEL for a
// cancelled visit), so the visit lands in, moves in or leaves the homeowner's calendar. It greets
// the homeowner by name: only an admin's click sends it, never the form. Everything it says of the
// visit comes from the row's details, written by the database (private.mail_outbox); details that
// are missing or wrong throw, so the mail is failed rather than sent garbled.
import type {
  AddressedMail,
  ClaimedMail,
  HomeownerMailContext,
  MailAttachment,
} from './mail-outbox.ts'
import { factsTable, requestLine, smallPrint, withOfficeFooter } from './mail-layout.ts'
import { escapeHtml, oneLine, truncate } from './mail-text.ts'
import { office } from './office.ts'
import { isServiceKey, serviceName } from './service-catalogue.ts'
import { visitDetails, visitInvitation, visitTimeLabel } from './visit-calendar.ts'
import { formatCalendarDay, isCalendarDay } from './visit-windows.ts'

/** What an admin did to the visit. */
export type VisitChange = 'scheduled' | 'rescheduled' | 'cancelled'

/** A visit mail's details, as the database writes them. */
export interface VisitMailDetails {
  visit_id: string
  /** 0 for the first invitation, one more on each change. */
  sequence: number
  change: VisitChange
  /** The office's calendar day (YYYY-MM-DD); a cancelled visit's own. */
  visit_date: string
  /** An arrival window's value ('08-10'), or null for a visit at `start_time`. */
  arrival_window: string | null
  /** 'HH:MM', or null for a visit in `arrival_window`. */
  start_time: string | null
  /** The office's note for the homeowner. */
  note: string | null
  /** When the admin made the change: the invitation's DTSTAMP, so a retry writes the same file. */
  changed_at: string
}

/** What the visit mail reads of its row. */
export type VisitMailRow = Pick<
  ClaimedMail,
  'details' | 'reference' | 'service' | 'address' | 'first_name' | 'last_name'
>

const CHANGES: readonly VisitChange[] = ['scheduled', 'rescheduled', 'cancelled']
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function invalid(field: string, rule: string, value: unknown): Error {
  return new Error(`Visit mail: details.${field} must be ${rule}, not ${JSON.stringify(value)}`)
}

/** A nullable text field: a string, or null (absent counts as null). */
function textOrNull(details: Record<string, unknown>, field: string): string | null {
  const value = details[field]
  if (value === null || value === undefined) return null
  if (typeof value !== 'string') throw invalid(field, 'a string or null', value)
  return value
}

/** The row's details checked field by field; throws an Error naming the first bad one. */
export function visitMailDetails(details: unknown): VisitMailDetails {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) {
    throw new Error(`Visit mail: details must be an object, not ${JSON.stringify(details)}`)
  }
  const d = details as Record<string, unknown>
  if (typeof d.visit_id !== 'string' || !UUID.test(d.visit_id)) {
    throw invalid('visit_id', 'a UUID', d.visit_id)
  }
  if (typeof d.sequence !== 'number' || !Number.isSafeInteger(d.sequence) || d.sequence < 0) {
    throw invalid('sequence', 'a whole number from 0', d.sequence)
  }
  if (!CHANGES.includes(d.change as VisitChange)) {
    throw invalid('change', `one of ${CHANGES.join(', ')}`, d.change)
  }
  if (typeof d.visit_date !== 'string' || !isCalendarDay(d.visit_date)) {
    throw invalid('visit_date', 'a calendar day YYYY-MM-DD', d.visit_date)
  }
  const arrivalWindow = textOrNull(d, 'arrival_window')
  const startTime = textOrNull(d, 'start_time')
  if ((arrivalWindow === null) === (startTime === null)) {
    throw new Error(
      'Visit mail: exactly one of details.arrival_window and details.start_time must be set, ' +
        `not ${JSON.stringify({ arrival_window: arrivalWindow, start_time: startTime })}`,
    )
  }
  const note = textOrNull(d, 'note')
  if (typeof d.changed_at !== 'string' || Number.isNaN(new Date(d.changed_at).getTime())) {
    throw invalid('changed_at', 'a timestamp', d.changed_at)
  }
  return {
    visit_id: d.visit_id,
    sequence: d.sequence,
    change: d.change as VisitChange,
    visit_date: d.visit_date,
    arrival_window: arrivalWindow,
    start_time: startTime,
    note,
    changed_at: d.changed_at,
  }
}

/** The first sentence, by what the admin did. */
const NEWS: Record<VisitChange, string> = {
  scheduled: 'Your estimate visit is booked.',
  rescheduled: 'We have moved your estimate visit to a new time.',
  cancelled:
    'We have cancelled your estimate visit. If it is in your calendar, the attached update ' +
    'takes it out.',
}

const ADD_TO_CALENDAR = 'The invitation is attached: open it to add the visit to your calendar.'

/** A name as the mail shows it: on one line, at most 100 characters. */
function shownName(name: string | null | undefined): string {
  return truncate(oneLine(name ?? ''), 100)
}

export function composeVisitMail(
  mail: VisitMailRow,
  to: string,
  context: HomeownerMailContext,
): AddressedMail & { attachments: [MailAttachment] } {
  const details = visitMailDetails(mail.details)
  const visit = {
    date: details.visit_date,
    window: details.arrival_window,
    startTime: details.start_time,
    location: mail.address,
    description: details.note,
  }
  const when = visitTimeLabel(visit)
  const subject = {
    scheduled: `Your estimate visit: ${when}`,
    rescheduled: `New time for your estimate visit: ${when}`,
    cancelled: `Cancelled: your estimate visit on ${formatCalendarDay(details.visit_date)}`,
  }[details.change]
  const cancelled = details.change === 'cancelled'

  const firstName = shownName(mail.first_name)
  const hello = firstName ? `Hello ${firstName},` : 'Hello,'
  const facts = visitDetails(visit).map(({ label, value }) => [label, value] as const)
  const another = `Need another time? Reply to this mail or call ${office.phone.display}.`
  const reference = requestLine(mail.reference, mail.service)

  const text = [
    hello,
    '',
    NEWS[details.change],
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(cancelled ? [] : [ADD_TO_CALENDAR, '']),
    another,
    '',
    reference,
  ].join('\n')
  const html =
    `<p>${escapeHtml(hello)}</p>` +
    `<p>${escapeHtml(NEWS[details.change])}</p>` +
    factsTable(facts) +
    (cancelled ? '' : `<p>${escapeHtml(ADD_TO_CALENDAR)}</p>`) +
    `<p>Need another time? Reply to this mail or call ` +
    // One piece on a phone's narrow screen, not '(916)' on one line and the rest on the next.
    `<a href="${escapeHtml(office.phone.href)}" style="white-space:nowrap">${escapeHtml(office.phone.display)}</a>.</p>` +
    smallPrint(reference)

  const fullName = shownName(`${mail.first_name ?? ''} ${mail.last_name ?? ''}`)
  const invitation = visitInvitation({
    ...visit,
    visitId: details.visit_id,
    sequence: details.sequence,
    status: cancelled ? 'cancelled' : 'scheduled',
    summary: `Estimate visit: ${isServiceKey(mail.service) ? serviceName(mail.service) : office.name}`,
    organizer: { name: office.name, email: context.officeAddress },
    attendee: { name: fullName || to, email: to },
    siteUrl: context.siteUrl,
    // The change's time, not the clock's: every try of this mail writes the same file, so its
    // idempotency key stays the same.
    now: new Date(details.changed_at),
  })
  return {
    to: [to],
    subject,
    ...withOfficeFooter({ text, html }),
    attachments: [
      {
        filename: invitation.filename,
        contentType: invitation.contentType,
        content: invitation.ics,
      },
    ],
  }
}

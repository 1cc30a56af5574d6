// The visit invitation (supabase/functions/_shared/visit-calendar.ts) read back by a real
// iCalendar parser, ical.js, as a calendar would: the same event across updates, the office's
// time zone from the file's own VTIMEZONE on both sides of each clock change, and text that
// survives escaping and folding. Pure: no database, so it runs once.
import ICAL from 'ical.js'
import {
  arrivalWindowLabel,
  formatClockTime,
  visitArrivalWindows,
  visitDetails,
  visitInvitation,
  visitMailLines,
  visitTimeLabel,
  type VisitInvitationInput,
} from '../functions/_shared/visit-calendar.ts'

const VISIT_ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b'

function input(overrides: Partial<VisitInvitationInput> = {}): VisitInvitationInput {
  return {
    visitId: VISIT_ID,
    sequence: 0,
    status: 'scheduled',
    date: '2026-12-08',
    window: '08-10',
    startTime: null,
    summary: 'Estimate visit: Lawn care',
    location: '1200 J St, Sacramento, CA 95814',
    description: null,
    organizer: { name: 'Greenleaf Landscaping', email: 'office@greenleaf.example' },
    attendee: { name: 'Jane Doe', email: 'jane@example.com' },
    siteUrl: 'https://greenleaf.example',
    now: new Date('2026-12-01T17:30:05.123Z'),
    ...overrides,
  }
}

/** The calendar and its one event, parsed by ical.js. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('no VEVENT')
  return { calendar, vevent, event: new ICAL.Event(vevent) }
}

/** An ICAL.Time as an ISO instant in UTC. */
function utc(time: ICAL.Time): string {
  return new Date(time.toUnixTime() * 1000).toISOString()
}

function startOf(overrides: Partial<VisitInvitationInput>) {
  return parse(visitInvitation(input(overrides)).ics).event.startDate
}

describe('visitInvitation', () => {
  it('writes a REQUEST that ical.js reads as one event with its people and headers', () => {
    const invitation = visitInvitation(input())
    expect(invitation.method).toBe('REQUEST')
    expect(invitation.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST')
    expect(invitation.filename).toMatch(/\.ics$/)

    const { calendar, vevent, event } = parse(invitation.ics)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN')
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/^-\/\/.+\/\/EN$/)
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1)

    expect(event.uid).toBe(`visit-${VISIT_ID}@greenleaf.example`)
    expect(event.sequence).toBe(0)
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(event.summary).toBe('Estimate visit: Lawn care')
    expect(vevent.getFirstPropertyValue('url')).toBe('https://greenleaf.example/')

    const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time
    expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone)
    expect(utc(stamp)).toBe('2026-12-01T17:30:05.000Z')

    const organizer = vevent.getFirstProperty('organizer')!
    expect(organizer.getFirstValue()).toBe('mailto:office@greenleaf.example')
    expect(organizer.getParameter('cn')).toBe('Greenleaf Landscaping')
    const attendees = vevent.getAllProperties('attendee')
    expect(attendees).toHaveLength(1)
    const attendee = attendees[0]!
    expect(attendee.getFirstValue()).toBe('mailto:jane@example.com')
    expect(attendee.getParameter('cn')).toBe('Jane Doe')
    expect(attendee.getParameter('role')).toBe('REQ-PARTICIPANT')
    expect(attendee.getParameter('partstat')).toBe('NEEDS-ACTION')
    expect(attendee.getParameter('rsvp')).toBe('FALSE')
  })

  it('keeps the UID across updates and carries the SEQUENCE it is given', () => {
    const first = parse(visitInvitation(input()).ics).event
    const moved = parse(
      visitInvitation(input({ sequence: 1, date: '2026-12-10', window: '13-15' })).ics,
    ).event
    const again = parse(
      visitInvitation(input({ sequence: 2, window: null, startTime: '09:30' })).ics,
    ).event
    expect(moved.uid).toBe(first.uid)
    expect(again.uid).toBe(first.uid)
    expect([first.sequence, moved.sequence, again.sequence]).toEqual([0, 1, 2])
    // Another visit is another event.
    const other = parse(
      visitInvitation(input({ visitId: '00000000-0000-4000-8000-000000000001' })).ics,
    ).event
    expect(other.uid).not.toBe(first.uid)
    // The same id in capitals is the same event.
    expect(parse(visitInvitation(input({ visitId: VISIT_ID.toUpperCase() })).ics).event.uid).toBe(
      first.uid,
    )
  })

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED, for the same UID', () => {
    const invitation = visitInvitation(input({ status: 'cancelled', sequence: 3 }))
    expect(invitation.method).toBe('CANCEL')
    expect(invitation.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL')
    const { calendar, vevent, event } = parse(invitation.ics)
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(event.uid).toBe(`visit-${VISIT_ID}@greenleaf.example`)
    expect(event.sequence).toBe(3)
    expect(vevent.getFirstProperty('attendee')!.getFirstValue()).toBe('mailto:jane@example.com')
  })

  it('round-trips text with commas, semicolons, backslashes, line breaks and non-ASCII', () => {
    const summary = 'Estimate visit: Lawn care, trees; irrigation \\ drainage'
    const location = '1200 J St, Apt 4; gate code 12\nSacramento, CA 95814'
    const description =
      'Hi José — please leave the side gate open; the dog (Kiwi, 🐕) stays inside.\r\n' +
      'Back-yard first, then the front,\rthen the strip.\n' +
      'Größe: ~200 m², price \\ quote later. '.repeat(4).trim()
    const { event, vevent } = parse(
      visitInvitation(
        input({
          summary,
          location,
          description,
          attendee: { name: 'Zoë O"Brien; Jr, PhD: ✓', email: 'zoe@example.com' },
        }),
      ).ics,
    )
    expect(event.summary).toBe(summary)
    expect(event.location).toBe(location)
    expect(event.description).toBe(description.replace(/\r\n|\r/g, '\n'))
    // A quoted parameter holds ';', ':' and ','; a double quote cannot be in one.
    expect(vevent.getFirstProperty('attendee')!.getParameter('cn')).toBe("Zoë O'Brien; Jr, PhD: ✓")
  })

  it('leaves out LOCATION and DESCRIPTION when there is none', () => {
    const { vevent } = parse(visitInvitation(input({ location: null, description: '  ' })).ics)
    expect(vevent.hasProperty('location')).toBe(false)
    expect(vevent.hasProperty('description')).toBe(false)
  })

  it('ends every line with CRLF and folds lines at 75 octets, never inside a character', () => {
    const long = 'Á🌳é漢'.repeat(60) + ', ; \\ \n' + 'x'.repeat(200)
    const { ics } = visitInvitation(
      input({ summary: long, description: long, location: `${long} ${long}` }),
    )
    expect(ics.endsWith('\r\n')).toBe(true)
    const lines = ics.slice(0, -2).split('\r\n')
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n]/)
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
      // Not cut inside a character: no half of a surrogate pair (a 4-octet character) alone,
      // and every character is whole in UTF-8 (a lone surrogate would encode as U+FFFD).
      expect(line).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      )
      expect(new TextDecoder().decode(new TextEncoder().encode(line))).toBe(line)
    }
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    expect(/[^\r]\n/.test(ics)).toBe(false)
    expect(parse(ics).event.description).toBe(long)
  })

  it('writes times in the office zone with its VTIMEZONE, and the right instant around each clock change', () => {
    const { calendar, event } = parse(visitInvitation(input({ date: '2026-03-06' })).ics)
    const vtimezone = calendar.getFirstSubcomponent('vtimezone')!
    expect(vtimezone.getFirstPropertyValue('tzid')).toBe('America/Los_Angeles')
    expect(vtimezone.getFirstSubcomponent('standard')).not.toBeNull()
    expect(vtimezone.getFirstSubcomponent('daylight')).not.toBeNull()
    // The zone comes from the file, not from a guess or a floating time.
    expect(event.startDate.zone?.tzid).toBe('America/Los_Angeles')
    expect(event.startDate.toString()).toBe('2026-03-06T08:00:00')

    // Spring forward on Sunday 2026-03-08.
    expect(utc(startOf({ date: '2026-03-06' }))).toBe('2026-03-06T16:00:00.000Z')
    expect(utc(startOf({ date: '2026-03-09' }))).toBe('2026-03-09T15:00:00.000Z')
    expect(utc(startOf({ date: '2026-03-08', window: '10-12' }))).toBe('2026-03-08T17:00:00.000Z')
    expect(utc(startOf({ date: '2026-03-07', window: '15-17' }))).toBe('2026-03-07T23:00:00.000Z')
    // Fall back on Sunday 2026-11-01.
    expect(utc(startOf({ date: '2026-10-30' }))).toBe('2026-10-30T15:00:00.000Z')
    expect(utc(startOf({ date: '2026-11-02' }))).toBe('2026-11-02T16:00:00.000Z')
    expect(utc(startOf({ date: '2026-11-01', window: null, startTime: '09:30' }))).toBe(
      '2026-11-01T17:30:00.000Z',
    )
    // Another year's rules: 2027-03-14 and 2027-11-07.
    expect(utc(startOf({ date: '2027-03-13' }))).toBe('2027-03-13T16:00:00.000Z')
    expect(utc(startOf({ date: '2027-03-14' }))).toBe('2027-03-14T15:00:00.000Z')
    expect(utc(startOf({ date: '2027-11-06' }))).toBe('2027-11-06T15:00:00.000Z')
    expect(utc(startOf({ date: '2027-11-07' }))).toBe('2027-11-07T16:00:00.000Z')
  })

  it("agrees with the platform's own time zone data at 8 am on every day of 2026 to 2030", () => {
    const { calendar } = parse(visitInvitation(input()).ics)
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!)
    const clock = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      hourCycle: 'h23',
      hour: '2-digit',
    })
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
      const date = new Date(day)
      // 8:00 in Sacramento is 15:00Z or 16:00Z: the one Intl shows as 08.
      const expected = [15, 16]
        .map((hour) => day + hour * 3_600_000)
        .find((at) => clock.format(new Date(at)) === '08')
      const time = ICAL.Time.fromData(
        {
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          hour: 8,
        },
        zone,
      )
      expect(time.toUnixTime() * 1000, date.toISOString().slice(0, 10)).toBe(expected)
    }
  })

  it('gives an arrival window its end time and an exact time one hour', () => {
    for (const window of visitArrivalWindows) {
      const { event } = parse(visitInvitation(input({ window: window.value })).ics)
      expect(event.startDate.toString()).toBe(`2026-12-08T${window.start}:00`)
      expect(event.endDate.toString()).toBe(`2026-12-08T${window.end}:00`)
    }
    const exact = parse(visitInvitation(input({ window: null, startTime: '09:30' })).ics).event
    expect(exact.startDate.toString()).toBe('2026-12-08T09:30:00')
    expect(exact.endDate.toString()).toBe('2026-12-08T10:30:00')
    expect(exact.duration.toSeconds()).toBe(3600)
    // A Postgres `time` ('HH:MM:SS'), and an hour that ends past midnight.
    const late = parse(
      visitInvitation(input({ window: undefined, startTime: '23:30:00' })).ics,
    ).event
    expect(late.startDate.toString()).toBe('2026-12-08T23:30:00')
    expect(late.endDate.toString()).toBe('2026-12-09T00:30:00')
  })

  it('writes DTSTART and DTEND with TZID and DTSTAMP in UTC', () => {
    const { ics } = visitInvitation(input())
    expect(ics).toContain('\r\nDTSTART;TZID=America/Los_Angeles:20261208T080000\r\n')
    expect(ics).toContain('\r\nDTEND;TZID=America/Los_Angeles:20261208T100000\r\n')
    expect(ics).toContain('\r\nDTSTAMP:20261201T173005Z\r\n')
    expect(ics).toContain('\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\r\n')
    expect(ics).toContain('\r\nRRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU\r\n')
  })

  it.each([
    [{ date: '2026-02-30' }, /date must be a calendar day/],
    [{ date: '12/08/2026' }, /date must be a calendar day/],
    [{ window: '09-11' }, /unknown arrival window "09-11"/],
    [{ window: null, startTime: '9:30' }, /start time must be HH:MM/],
    [{ window: null, startTime: '24:00' }, /start time must be HH:MM/],
    [{ window: null, startTime: '09:30:15' }, /start time must be HH:MM/],
    [{ window: null, startTime: null }, /either an arrival window or a start time/],
    [{ window: '08-10', startTime: '09:00' }, /either an arrival window or a start time/],
    [{ visitId: 'visit-1' }, /visitId must be a UUID/],
    [{ sequence: -1 }, /sequence must be a whole number/],
    [{ sequence: 1.5 }, /sequence must be a whole number/],
    [{ status: 'moved' as 'scheduled' }, /status must be/],
    [{ summary: ' ' }, /summary must not be empty/],
    [{ siteUrl: 'greenleaf.example' }, /siteUrl must be a URL/],
    [{ siteUrl: 'ftp://greenleaf.example' }, /siteUrl must be an http\(s\) URL/],
    [{ now: new Date(Number.NaN) }, /now must be a valid Date/],
    [{ attendee: { name: 'Jane', email: 'jane@example.com\r\nX' } }, /attendee.email/],
    [{ attendee: { name: 'Jane', email: 'jane' } }, /attendee.email/],
    [{ organizer: { name: '', email: 'office@greenleaf.example' } }, /organizer.name/],
  ] as [Partial<VisitInvitationInput>, RegExp][])('refuses %o', (overrides, message) => {
    expect(() => visitInvitation(input(overrides))).toThrow(message)
  })
})

describe('visit labels', () => {
  it('shows a window or an exact time after the day', () => {
    expect(visitTimeLabel({ date: '2026-12-08', window: '08-10' })).toBe(
      'Tue, Dec 8, 2026, 8–10 am',
    )
    expect(visitTimeLabel({ date: '2026-12-08', window: '10-12' })).toBe(
      'Tue, Dec 8, 2026, 10 am–12 pm',
    )
    expect(visitTimeLabel({ date: '2026-12-08', startTime: '09:30' })).toBe(
      'Tue, Dec 8, 2026, 9:30 am',
    )
    expect(visitTimeLabel({ date: '2026-12-08', startTime: '13:00:00' })).toBe(
      'Tue, Dec 8, 2026, 1:00 pm',
    )
  })

  it('formats clock times and window values', () => {
    expect(formatClockTime('00:15')).toBe('12:15 am')
    expect(formatClockTime('12:00')).toBe('12:00 pm')
    expect(formatClockTime('17:05')).toBe('5:05 pm')
    expect(arrivalWindowLabel('13-15')).toBe('1–3 pm')
    expect(arrivalWindowLabel('15-17')).toBe('3–5 pm')
    expect(arrivalWindowLabel('later')).toBe('later')
  })

  it("gives a mail's When, Where and Note lines", () => {
    expect(
      visitMailLines({
        date: '2026-12-08',
        window: '13-15',
        location: '1200 J St, Sacramento',
        description: 'Please leave the gate open.',
      }),
    ).toEqual([
      'When: Tue, Dec 8, 2026, 1–3 pm (arrival window)',
      'Where: 1200 J St, Sacramento',
      'Note: Please leave the gate open.',
    ])
    expect(visitDetails({ date: '2026-12-08', startTime: '09:30', location: null })).toEqual([
      { label: 'When', value: 'Tue, Dec 8, 2026, 9:30 am' },
    ])
  })
})

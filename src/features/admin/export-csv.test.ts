import { buildRequestsCsv, neutraliseFormula, requestsCsvFileName } from './export-csv'
import type { ExportedRequest } from './export-csv'

const request = (fields: Partial<ExportedRequest> = {}): ExportedRequest => ({
  id: '0b6a4f0e-8f1c-4d33-9a55-0d1c2b3a4f5e',
  created_at: '2026-11-26T15:04:05.123456+00:00',
  first_name: 'Maria',
  last_name: 'Gonzalez',
  email: 'maria@example.com',
  phone: '(916) 555-0142',
  service: 'lawn-maintenance',
  address: null,
  message: null,
  source_page: '/roseville-lawn-care',
  referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  gclid: null,
  campaign: null,
  referrer_host: null,
  city: null,
  client_address: null,
  status: 'new',
  opened_at: null,
  note: null,
  note_updated_at: null,
  note_updated_by: null,
  note_updated_by_email: null,
  visit_window: null,
  earliest_visit_date: null,
  reference: '7KQ4-2MZD',
  search_text: 'maria gonzalez maria@example.com 9165550142 7kq4-2mzd 7kq42mzd',
  photo_count: 0,
  ...fields,
})

/** The records of a CSV text (quoted fields may hold quotes, commas and line breaks). */
function records(csv: string): string[][] {
  const rows: string[][] = []
  for (const match of csv.matchAll(/((?:"(?:[^"]|"")*"(?:,|))+)\r\n/g)) {
    rows.push([...match[1]!.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replaceAll('""', '"')))
  }
  return rows
}

describe('buildRequestsCsv', () => {
  it('starts with a UTF-8 BOM and a header row, and ends every row with CRLF', () => {
    const csv = buildRequestsCsv([request()])
    expect(csv.startsWith('\uFEFF"Received","Reference","Status","First name","Last name"')).toBe(
      true,
    )
    expect(csv.split('\r\n')).toHaveLength(3)
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(records(csv)[0]).toEqual([
      'Received',
      'Reference',
      'Status',
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Service',
      'Address',
      'Message',
      'Photos',
      'Preferred visit',
      'Earliest visit date',
      'Sent from',
      'Referrer',
      'UTM source',
      'UTM medium',
      'UTM campaign',
      'Note',
    ])
  })

  it('quotes every field, in ISO time, with the status and service as the office reads them', () => {
    const csv = buildRequestsCsv([request({ status: 'won', note: 'Booked', photo_count: 3 })])
    expect(csv.split('\r\n')[1]).toBe(
      '"2026-11-26T15:04:05.123Z","7KQ4-2MZD","Won","Maria","Gonzalez","maria@example.com","(916) 555-0142",' +
        '"Lawn Care & Maintenance","","","3","","","/roseville-lawn-care","","","","","Booked"',
    )
    expect(csv).not.toContain('9165550142')
  })

  it('writes the preferred visit window by its label and the earliest day as stored', () => {
    const csv = buildRequestsCsv([
      request({ visit_window: 'weekday_mornings', earliest_visit_date: '2026-12-07' }),
      request({ earliest_visit_date: '2027-01-04' }),
    ])
    const [header, withBoth, dateOnly] = records(csv)
    const visitColumns = (row?: string[]) => row?.slice(11, 13)
    expect(visitColumns(header)).toEqual(['Preferred visit', 'Earliest visit date'])
    expect(visitColumns(withBoth)).toEqual(['Weekday mornings', '2026-12-07'])
    expect(visitColumns(dateOnly)).toEqual(['', '2027-01-04'])
  })

  it('doubles embedded quotes and keeps commas and line breaks inside the field', () => {
    const message = 'He said "soon", then\nleft.\r\nCall back'
    const csv = buildRequestsCsv([request({ message, address: '5 Main St, Folsom' })])
    expect(csv).toContain('"He said ""soon"", then\nleft.\r\nCall back"')
    const [, row] = records(csv)
    expect(row?.[8]).toBe('5 Main St, Folsom')
    expect(row?.[9]).toBe(message)
  })

  it.each(['=HYPERLINK("http://x")', '+1 for the crew', '- front yard only', '@SUM(A1)'])(
    'neutralises %j with a leading apostrophe',
    (message) => {
      const [, row] = records(buildRequestsCsv([request({ message })]))
      expect(row?.[9]).toBe(`'${message}`)
    },
  )

  it('neutralises a leading tab or carriage return too, in any column', () => {
    const [, row] = records(
      buildRequestsCsv([request({ first_name: '\tTab', last_name: '\rReturn', note: '=1+1' })]),
    )
    expect(row?.[3]).toBe("'\tTab")
    expect(row?.[4]).toBe("'\rReturn")
    expect(row?.at(-1)).toBe("'=1+1")
  })

  it('leaves other text alone', () => {
    expect(neutraliseFormula('Maria')).toBe('Maria')
    expect(neutraliseFormula('916-555-0142')).toBe('916-555-0142')
    expect(neutraliseFormula('')).toBe('')
  })

  it('writes only the header when there is nothing to export', () => {
    expect(records(buildRequestsCsv([]))).toHaveLength(1)
  })
})

describe('requestsCsvFileName', () => {
  it("names the file by the admin's local day", () => {
    expect(requestsCsvFileName(new Date(2026, 0, 5, 23, 59))).toBe(
      'estimate-requests-2026-01-05.csv',
    )
  })
})

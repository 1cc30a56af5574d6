import { serviceName } from '@shared/service-catalogue'
import { visitWindowLabel } from '@shared/visit-windows'
import { requestStatusLabel } from './request-statuses'
import type { Submission } from './types'

/** A request as exported: its row, and how many photos came with it. */
export type ExportedRequest = Submission & { photo_count: number }

interface CsvColumn {
  header: string
  value: (request: ExportedRequest) => string | null
}

// What the office needs in a spreadsheet; the generated search text and internal ids stay out.
const columns: readonly CsvColumn[] = [
  { header: 'Received', value: (request) => new Date(request.created_at).toISOString() },
  { header: 'Reference', value: (request) => request.reference },
  { header: 'Status', value: (request) => requestStatusLabel(request.status) },
  { header: 'First name', value: (request) => request.first_name },
  { header: 'Last name', value: (request) => request.last_name },
  { header: 'Email', value: (request) => request.email },
  { header: 'Phone', value: (request) => request.phone },
  { header: 'Service', value: (request) => serviceName(request.service) },
  { header: 'Address', value: (request) => request.address },
  { header: 'Message', value: (request) => request.message },
  { header: 'Photos', value: (request) => String(request.photo_count) },
  {
    header: 'Preferred visit',
    value: (request) => request.visit_window && visitWindowLabel(request.visit_window),
  },
  // As stored (YYYY-MM-DD), so a spreadsheet sorts and reads it as a date.
  { header: 'Earliest visit date', value: (request) => request.earliest_visit_date },
  { header: 'Sent from', value: (request) => request.source_page },
  { header: 'Referrer', value: (request) => request.referrer },
  { header: 'UTM source', value: (request) => request.utm_source },
  { header: 'UTM medium', value: (request) => request.utm_medium },
  { header: 'UTM campaign', value: (request) => request.utm_campaign },
  { header: 'Note', value: (request) => request.note },
]

/** The header row, in column order. */
export const requestsCsvHeaders = columns.map((column) => column.header)

const BOM = '\uFEFF'
const ROW_END = '\r\n'

/**
 * A visitor's text that a spreadsheet would run as a formula ('=HYPERLINK(...)', '+1', '-x',
 * '@SUM') gets a leading apostrophe, so it is shown as the text it is (OWASP: CSV injection).
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

function cell(text: string | null): string {
  return `"${neutraliseFormula(text ?? '').replaceAll('"', '""')}"`
}

/** Rows as a CSV file's text: UTF-8 BOM (for Excel), every field quoted, CRLF. */
export function buildCsv(rows: readonly (readonly (string | null)[])[]): string {
  return BOM + rows.map((row) => row.map(cell).join(',') + ROW_END).join('')
}

/** The requests as a CSV file's text, under a header row. */
export function buildRequestsCsv(requests: readonly ExportedRequest[]): string {
  return buildCsv([
    requestsCsvHeaders,
    ...requests.map((request) => columns.map((column) => column.value(request))),
  ])
}

/** `estimate-requests-2026-11-26.csv`, dated by the admin's own calendar day. */
export function requestsCsvFileName(now = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-')
  return `estimate-requests-${day}.csv`
}

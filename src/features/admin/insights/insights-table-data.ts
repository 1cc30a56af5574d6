import { buildCsv } from '../export-csv'

/**
 * One cell of an insights table: a label, or a figure (a count links to the inbox view of the
 * requests it counts). `href` of a label is the public page it names.
 */
export interface InsightsCell {
  text: string
  href?: string
  isFigure?: boolean
  /** What the CSV holds: the plain number of a figure ('1234', not '1,234 h'). */
  csv?: string
}

export interface InsightsTableRow {
  key: string
  /** The first cell names the row (a row header); the others are its figures. */
  cells: InsightsCell[]
  /** The length of the row's bar, when the table draws one beside its figures. */
  bar?: number
}

export interface InsightsTableData {
  /** The CSV file's part: 'by-service' -> insights-by-service-{start}-to-{end}.csv. */
  name: string
  columns: string[]
  rows: InsightsTableRow[]
}

/** A figure cell: a count with its inbox link, or an hour value ('—' when there is none). */
export function figure(value: number | null, href?: string, suffix = ''): InsightsCell {
  return {
    text: value === null ? '—' : `${value.toLocaleString('en-US')}${suffix}`,
    isFigure: true,
    csv: value === null ? '' : String(value),
    ...(href ? { href } : {}),
  }
}

/** The table as a CSV file: the header row, then the rows as shown. */
export function insightsCsv(table: InsightsTableData): string {
  return buildCsv([
    table.columns,
    ...table.rows.map((row) => row.cells.map((cell) => cell.csv ?? cell.text)),
  ])
}

export function insightsCsvFileName(
  table: InsightsTableData,
  period: { start: string; end: string },
): string {
  return `insights-${table.name}-${period.start}-to-${period.end}.csv`
}

import { Download, Table } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { downloadTextFile } from '../download-text-file'
import { InsightsTable } from './insights-table'
import { insightsCsv, insightsCsvFileName, type InsightsTableData } from './insights-table-data'

interface InsightsSectionProps {
  title: string
  period: { start: string; end: string }
  table: InsightsTableData
  /** A chart drawn above the table; the table then folds behind 'Show as table'. */
  chart?: ReactNode
  /** Words under the heading (a share, a count right now). */
  children?: ReactNode
}

/** One view of the tab: a heading, its chart, its numbers as a table, and their CSV. */
export function InsightsSection({ title, period, table, chart, children }: InsightsSectionProps) {
  const headingId = useId()
  const tableId = useId()
  const [isTableShown, setIsTableShown] = useState(false)
  const showsTable = !chart || isTableShown
  return (
    <Card tone="stone" isCompact asChild className="flex min-w-0 flex-col gap-3 p-4 sm:p-5">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-bold text-leaf-900">
          {title}
        </h3>
        {children}
        {chart}
        {showsTable &&
          (table.rows.length > 0 ? (
            <div id={tableId}>
              <InsightsTable table={table} caption={title} />
            </div>
          ) : (
            <p id={tableId} className="text-sm text-stone-700">
              None in this period.
            </p>
          ))}
        <div className="flex flex-wrap gap-2">
          {chart && (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={isTableShown}
              aria-controls={isTableShown ? tableId : undefined}
              onClick={() => setIsTableShown((shown) => !shown)}
            >
              <Table className="size-4" aria-hidden="true" />
              {isTableShown ? 'Hide table' : 'Show as table'}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Download CSV: ${title}`}
            onClick={() =>
              downloadTextFile(
                insightsCsv(table),
                insightsCsvFileName(table, period),
                'text/csv;charset=utf-8',
              )
            }
          >
            <Download className="size-4" aria-hidden="true" />
            Download CSV
          </Button>
        </div>
      </section>
    </Card>
  )
}

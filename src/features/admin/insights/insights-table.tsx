import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { textLinkClass as linkClass } from '../components/link-styles'
import type { InsightsCell, InsightsTableData } from './insights-table-data'

function CellContent({ cell }: { cell: InsightsCell }) {
  if (!cell.href) return <>{cell.text}</>
  // A figure opens the inbox (this app); a label's link is a public page (a document of its own).
  return cell.isFigure ? (
    <Link to={cell.href} className={linkClass}>
      {cell.text}
    </Link>
  ) : (
    <a href={cell.href} className={cn(linkClass, 'break-all font-normal')}>
      {cell.text}
    </a>
  )
}

/** A bar beside a row's count: drawn, not read (the count beside it is the figure). */
function RowBar({ value, max }: { value: number; max: number }) {
  const width = max > 0 ? Math.max((value / max) * 100, value > 0 ? 1 : 0) : 0
  return (
    <svg aria-hidden="true" className="block h-4 w-full" preserveAspectRatio="none">
      <rect width={`${width}%`} height="100%" rx="2" className="fill-leaf-600" />
    </svg>
  )
}

/** An insights table: the figures of a chart, each count a link to its inbox view. */
export function InsightsTable({ table, caption }: { table: InsightsTableData; caption: string }) {
  const hasBars = table.rows.some((row) => row.bar !== undefined)
  const maxBar = Math.max(0, ...table.rows.map((row) => row.bar ?? 0))
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm text-stone-800">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-300 text-left text-stone-700">
            {table.columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={cn('px-2 py-1.5 font-semibold', index > 0 && 'text-right')}
              >
                {column}
              </th>
            ))}
            {hasBars && (
              <th scope="col" className="w-2/5 px-2 py-1.5">
                <span className="sr-only">Bar</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => {
            const [label, ...figures] = row.cells
            return (
              <tr key={row.key} className="border-b border-stone-200 last:border-0">
                <th scope="row" className="px-2 py-1.5 text-left font-normal">
                  {label && <CellContent cell={label} />}
                </th>
                {figures.map((cell, index) => (
                  <td key={index} className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">
                    <CellContent cell={cell} />
                  </td>
                ))}
                {hasBars && (
                  <td className="px-2 py-1.5">
                    {row.bar !== undefined && <RowBar value={row.bar} max={maxBar} />}
                  </td>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

// The benchmark's tables: the first column left-aligned, the figures right-aligned under their
// headings, columns one space apart.

/** One line of a table whose columns are `widths` wide. */
export function tableRow(widths: readonly number[], cells: readonly string[]) {
  return cells
    .map((cell, index) =>
      index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0),
    )
    .join(' ')
}

/** The p-th percentile (0-100) of figures sorted ascending: the nearest-rank method. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

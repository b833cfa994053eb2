import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** One key of a chart legend: a swatch of the series' colour and its name. */
export function LegendItem({ swatch, children }: { swatch: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={cn('inline-block h-3 w-4 rounded-sm', swatch)} />
      {children}
    </span>
  )
}

export type FiguresRow = { key: string | number; cells: readonly ReactNode[] }

/**
 * A chart's figures as a table behind 'Show the figures as a table': the first column names the row,
 * the others are numbers (right-aligned).
 */
export function FiguresTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: readonly FiguresRow[] }) {
  return (
    <details className="mt-4 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary underline-offset-4 hover:underline">
        Show the figures as a table
      </summary>
      <table className="mt-2 w-full text-left tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            {columns.map((column, index) => (
              <th key={column} scope="col" className={cn('py-2 font-semibold', index > 0 && 'text-right')}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [name, ...figures] }) => (
            <tr key={key} className="border-b border-line last:border-0">
              <th scope="row" className="py-1.5 font-normal">
                {name}
              </th>
              {figures.map((figure, index) => (
                <td key={index} className="py-1.5 text-right">
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}

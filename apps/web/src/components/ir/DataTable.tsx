import type { ReactNode } from 'react'
import styles from './ir.module.css'

export type Column<T> = { header: string; cell: (row: T) => ReactNode; numeric?: boolean }

/**
 * A table that scrolls sideways on small screens. The scrolling box is focusable and named, so
 * keyboard users can scroll it too (WCAG 2.1.1).
 */
export function DataTable<T extends { id: string }>({
  label,
  columns,
  rows,
  footer,
}: {
  label: string
  columns: Column<T>[]
  rows: T[]
  footer?: ReactNode
}) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.numeric ? styles.numeric : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.header} scope="row">
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.header} className={c.numeric ? styles.numeric : undefined}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  )
}

import styles from './pagination.module.css'

type Props = {
  page: number
  totalPages: number
  /** The address of a page of the list (plain links: the list works without JavaScript). */
  hrefFor: (page: number) => string
  labels: { nav: string; previous: string; next: string; page: (n: number) => string }
}

/** Which page numbers to offer: the first, the last and two either side of the current one. */
function pagesAround(page: number, total: number): (number | 'gap')[] {
  const wanted = new Set([1, total, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= total))
  const sorted = [...wanted].sort((a, b) => a - b)
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? ['gap' as const, n] : [n]))
}

/** Numbered pages of a list, with previous and next; nothing for a list of one page. */
export function Pagination({ page, totalPages, hrefFor, labels }: Props) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={labels.nav} className={styles.pagination}>
      <ul>
        {page > 1 && (
          <li>
            <a href={hrefFor(page - 1)} rel="prev">
              ‹ {labels.previous}
            </a>
          </li>
        )}
        {pagesAround(page, totalPages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a href={hrefFor(n)} aria-current={n === page ? 'page' : undefined} aria-label={labels.page(n)}>
                {n}
              </a>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <a href={hrefFor(page + 1)} rel="next">
              {labels.next} ›
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}

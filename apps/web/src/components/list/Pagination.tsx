import { SiteLink } from '../client/SiteLink'
import { pageWindow } from '@/lib/list-params'
import styles from './list.module.css'

type Labels = {
  nav: string
  previous: string
  next: string
  page: (n: number) => string
  current: (n: number) => string
}

/** Links to the other pages of a list (`?page=n`), server-rendered: works without JavaScript. */
export function Pagination({
  current,
  total,
  hrefFor,
  labels,
}: {
  current: number
  total: number
  hrefFor: (page: number) => string
  labels: Labels
}) {
  if (total <= 1) return null
  return (
    <nav aria-label={labels.nav} className={styles.pagination}>
      <ul>
        {current > 1 && (
          <li>
            <SiteLink href={hrefFor(current - 1)} rel="prev" className={styles.step}>
              <span aria-hidden="true">‹</span>
              {labels.previous}
            </SiteLink>
          </li>
        )}
        {pageWindow(current, total).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={page}>
              <SiteLink
                href={hrefFor(page)}
                aria-label={page === current ? labels.current(page) : labels.page(page)}
                aria-current={page === current ? 'page' : undefined}
                className={styles.pageLink}
              >
                {page}
              </SiteLink>
            </li>
          ),
        )}
        {current < total && (
          <li>
            <SiteLink href={hrefFor(current + 1)} rel="next" className={styles.step}>
              {labels.next}
              <span aria-hidden="true">›</span>
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  )
}

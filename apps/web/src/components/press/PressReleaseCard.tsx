import type { PressReleaseSummary } from '@jtt/content-api'
import Link from 'next/link'
import type { Locale } from '@/i18n/locales'
import { contentAlternates } from '@/lib/alternates'
import { formatDate } from '@/lib/format'
import { CmsImage } from '../CmsImage'
import styles from './press.module.css'

/** One release in a list: image, date, title (the link, stretched over the card) and excerpt. */
function PressReleaseCard({
  release,
  locale,
  headingLevel = 2,
}: {
  release: PressReleaseSummary
  locale: Locale
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={styles.card}>
      {/* The title says what the image shows; the image is decoration here. */}
      <CmsImage
        media={release.image}
        size="card"
        alt=""
        className={styles.cardImage}
        sizes="(max-width: 768px) 100vw, (max-width: 1152px) 50vw, 360px"
      />
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link prefetch={false} href={contentAlternates('press-release', release.slugs)[locale]}>
            {release.title}
          </Link>
        </Heading>
        <time dateTime={release.publishedAt} className={styles.date}>
          {formatDate(release.publishedAt, locale)}
        </time>
        {release.excerpt && <p className={styles.excerpt}>{release.excerpt}</p>}
      </div>
    </article>
  )
}

/** A grid of release cards. */
export function PressReleaseGrid({
  releases,
  locale,
  headingLevel,
}: {
  releases: PressReleaseSummary[]
  locale: Locale
  headingLevel?: 2 | 3
}) {
  return (
    <ul className={styles.grid}>
      {releases.map((release) => (
        <li key={release.id}>
          <PressReleaseCard release={release} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

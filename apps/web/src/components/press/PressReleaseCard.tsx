import type { PressReleaseSummary } from '@jtt/content-api'
import { SiteLink } from '../client/SiteLink'
import { FallbackTag, langOf } from '@/components/content/Untranslated'
import type { Locale } from '@/i18n/locales'
import { contentAlternates } from '@/lib/alternates'
import { formatDate } from '@/lib/format'
import { CmsImage, firstRowLoad, type ImageLoad } from '../CmsImage'
import styles from './press.module.css'

/** One release in a list: image, date, title (the link, stretched over the card) and excerpt. */
function PressReleaseCard({
  release,
  locale,
  headingLevel = 2,
  load,
}: {
  release: PressReleaseSummary
  locale: Locale
  headingLevel?: 2 | 3
  load: ImageLoad
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const u = release.untranslated
  return (
    <article className={styles.card}>
      {/* The title says what the image shows; the image is decoration here. */}
      <CmsImage
        media={release.image}
        size="card"
        alt=""
        className={styles.cardImage}
        load={load}
        sizes="(max-width: 768px) 100vw, (max-width: 1152px) 50vw, 360px"
      />
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle} lang={langOf(u, 'title')}>
          <SiteLink href={contentAlternates('press-release', release.slugs)[locale]}>{release.title}</SiteLink>
        </Heading>
        <time dateTime={release.publishedAt} className={styles.date}>
          {formatDate(release.publishedAt, locale)}
        </time>
        {release.excerpt && (
          <p className={styles.excerpt} lang={langOf(u, 'excerpt')}>
            {release.excerpt}
          </p>
        )}
        <FallbackTag show={u.length > 0} locale={locale} />
      </div>
    </article>
  )
}

/** A grid of release cards; `opensPage` when it is the page's first content (its first row then loads at once). */
export function PressReleaseGrid({
  releases,
  locale,
  headingLevel,
  opensPage = false,
}: {
  releases: PressReleaseSummary[]
  locale: Locale
  headingLevel?: 2 | 3
  opensPage?: boolean
}) {
  return (
    <ul className={styles.grid}>
      {releases.map((release, index) => (
        <li key={release.id}>
          <PressReleaseCard
            release={release}
            locale={locale}
            headingLevel={headingLevel}
            load={opensPage ? firstRowLoad(index) : 'lazy'}
          />
        </li>
      ))}
    </ul>
  )
}

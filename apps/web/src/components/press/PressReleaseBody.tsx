import type { PressRelease } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import { RichText } from '@/components/content/RichText'
import { FallbackNote, langOf } from '@/components/content/Untranslated'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import { CmsImage } from '../CmsImage'
import styles from './press.module.css'

/** A release's heading, date, main image, body and photos. */
export async function PressReleaseBody({ release, locale }: { release: PressRelease; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pressReleases' })
  const u = release.untranslated
  return (
    <>
      <header className={styles.articleHeader}>
        <h1 lang={langOf(u, 'title')}>{release.title}</h1>
        <p className={styles.articleDate}>
          {t('published')}: <time dateTime={release.publishedAt}>{formatDate(release.publishedAt, locale)}</time>
        </p>
      </header>
      {release.image && (
        <div className={styles.heroFigure}>
          <CmsImage media={release.image} size="hero" load="priority" sizes="(max-width: 1152px) 100vw, 1120px" />
        </div>
      )}
      <FallbackNote show={u.length > 0} locale={locale} />
      <RichText value={release.body} className={`prose ${styles.body}`} lang={langOf(u, 'body')} />
      {release.gallery.length > 0 && (
        <section className={`${styles.block} ${styles.gallery}`} aria-labelledby="gallery-title">
          <h2 id="gallery-title">{t('gallery')}</h2>
          <ul>
            {release.gallery.map((image) => (
              <li key={image.id}>
                {/* The full-size photo; the link is named by the photo's description. */}
                <a href={image.url}>
                  <CmsImage media={image} size="card" sizes="(max-width: 768px) 100vw, 360px" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

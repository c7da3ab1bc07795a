import type { Document } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { formatDate, formatFileSize } from '@/lib/format'
import { CmsImage } from '../CmsImage'
import { FallbackTag, langOf } from '../content/Untranslated'
import { Icon } from '../Icon'
import styles from './ir.module.css'

/**
 * PDF documents with what a reader needs before downloading: cover (or a document icon), title,
 * year, publication date and file size, and the download link (saved under the document's title).
 */
export async function DocumentList({
  documents,
  locale,
  headingLevel = 2,
}: {
  documents: Document[]
  locale: Locale
  headingLevel?: 2 | 3
}) {
  const t = await getTranslations({ locale, namespace: 'documents' })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.documents}>
      {documents.map((doc) => {
        const size = formatFileSize(doc.file.size, locale)
        return (
          <li key={doc.id} className={styles.document}>
            {doc.cover ? (
              // The title names the document; the cover is decoration.
              <CmsImage media={doc.cover} size="thumb" alt="" className={styles.cover} sizes="8rem" />
            ) : (
              <span className={styles.fileIcon} aria-hidden="true">
                <Icon name="document" />
                PDF
              </span>
            )}
            <div className={styles.documentBody}>
              <Heading className={styles.documentTitle} lang={langOf(doc.untranslated, 'title')}>
                {doc.title}
              </Heading>
              {doc.description && (
                <p className={styles.documentText} lang={langOf(doc.untranslated, 'description')}>
                  {doc.description}
                </p>
              )}
              <FallbackTag show={doc.untranslated.length > 0} locale={locale} />
              <dl className={styles.documentMeta}>
                <div>
                  <dt>{t('yearLabel')}</dt>
                  <dd>{doc.year}</dd>
                </div>
                <div>
                  <dt>{t('published')}</dt>
                  <dd>
                    <time dateTime={doc.publishedAt}>{formatDate(doc.publishedAt, locale)}</time>
                  </dd>
                </div>
                <div>
                  <dt>{t('size')}</dt>
                  <dd>{size}</dd>
                </div>
                <div>
                  <dt>{t('format')}</dt>
                  <dd>PDF</dd>
                </div>
              </dl>
              <a href={doc.file.url} className={`button ${styles.download}`} type="application/pdf">
                <Icon name="download" />
                {t('download')}
                <span className="visually-hidden"> {t('downloadDetail', { title: doc.title, size })}</span>
              </a>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

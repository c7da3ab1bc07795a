import type { BlockFile, PageBlock } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import { CmsImage } from '@/components/CmsImage'
import { Figures } from '@/components/content/Figures'
import { RichText } from '@/components/content/RichText'
import type { Locale } from '@/i18n/locales'
import styles from './blocks.module.css'

type Block<T extends PageBlock['type']> = Extract<PageBlock, { type: T }>

const fileType = (file: BlockFile) =>
  file.mimeType === 'application/pdf' ? 'PDF' : (file.filename.split('.').pop() ?? '').toUpperCase()

function fileSize(bytes: number | null, locale: Locale): string {
  if (bytes === null) return ''
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(1, bytes / 1000), 'kilobyte']
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'id-ID', {
    style: 'unit',
    unit,
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value)
}

async function Documents({ block, locale }: { block: Block<'documentList'>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blocks' })
  return (
    <section className={styles.block} aria-labelledby={`block-${block.id}`}>
      <h2 id={`block-${block.id}`}>{block.heading || t('documents')}</h2>
      <ul className={styles.documents}>
        {block.documents.map((doc) =>
          doc.file ? (
            <li key={doc.id}>
              <a href={doc.file.url} download={doc.file.filename || undefined}>
                {doc.title}
              </a>{' '}
              <span className={styles.fileInfo}>
                ({[fileType(doc.file), fileSize(doc.file.sizeBytes, locale)].filter(Boolean).join(', ')})
              </span>
              {doc.description && <p>{doc.description}</p>}
            </li>
          ) : null,
        )}
      </ul>
    </section>
  )
}

function Block({ block, locale }: { block: PageBlock; locale: Locale }) {
  switch (block.type) {
    case 'richText':
      return <RichText value={block.content} className={`prose ${styles.block}`} />
    case 'image':
      return (
        <figure className={`${styles.block} ${block.wide ? styles.wide : ''}`}>
          <CmsImage
            media={block.image}
            size={block.wide ? 'hero' : 'card'}
            className={styles.image}
            sizes="(max-width: 960px) 100vw, 72rem"
          />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      )
    case 'imageText':
      return (
        <section
          className={`${styles.block} ${styles.imageText} ${block.imagePosition === 'left' ? styles.imageLeft : ''}`}
        >
          <div>
            {block.heading && <h2>{block.heading}</h2>}
            <RichText value={block.content} className="prose" />
          </div>
          <CmsImage media={block.image} size="card" className={styles.image} sizes="(max-width: 768px) 100vw, 36rem" />
        </section>
      )
    case 'keyFigures':
      return (
        <section className={styles.block} aria-labelledby={block.heading ? `block-${block.id}` : undefined}>
          {block.heading && <h2 id={`block-${block.id}`}>{block.heading}</h2>}
          <Figures figures={block.figures} locale={locale} />
        </section>
      )
    case 'callToAction':
      return (
        <aside className={`${styles.block} ${styles.cta}`} aria-labelledby={`block-${block.id}`}>
          <h2 id={`block-${block.id}`}>{block.heading}</h2>
          {block.text && <p>{block.text}</p>}
          {block.link && (
            <a href={block.link.url} className={styles.ctaLink}>
              {block.link.label}
            </a>
          )}
        </aside>
      )
    case 'documentList':
      return <Documents block={block} locale={locale} />
  }
}

/** A CMS page's blocks, in the editors' order; every one server-rendered. */
export function PageBlocks({ blocks, locale }: { blocks: PageBlock[]; locale: Locale }) {
  return blocks.map((block) => <Block key={block.id} block={block} locale={locale} />)
}

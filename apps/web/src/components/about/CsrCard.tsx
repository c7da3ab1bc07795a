import type { CsrPost } from '@jtt/content-api'
import { CmsImage, type ImageLoad } from '@/components/CmsImage'
import { FallbackTag, langOf } from '@/components/content/Untranslated'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import styles from './about.module.css'

type Props = { post: CsrPost; locale: Locale; href: string; category: string; readMore: string; load: ImageLoad }

/** A CSR post in the list: image, date in long form, category, title and excerpt; the whole card links. */
export function CsrCard({ post, locale, href, category, readMore, load }: Props) {
  const u = post.untranslated
  return (
    <li className={styles.card}>
      <CmsImage media={post.image} size="card" load={load} sizes="(max-width: 600px) 100vw, 24rem" />
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <time dateTime={post.publishedAt.slice(0, 10)}>{formatDate(post.publishedAt, locale)}</time> · {category}
        </p>
        <h2 lang={langOf(u, 'title')}>
          <a href={href} className={styles.stretched}>
            {post.title}
          </a>
        </h2>
        <p lang={langOf(u, 'excerpt')}>{post.excerpt}</p>
        <FallbackTag show={u.length > 0} locale={locale} />
        <span className={styles.more} aria-hidden="true">
          {readMore} →
        </span>
      </div>
    </li>
  )
}

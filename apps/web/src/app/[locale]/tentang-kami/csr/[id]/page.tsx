import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AboutLayout } from '@/components/about/AboutLayout'
import styles from '@/components/about/about.module.css'
import { LeadImage } from '@/components/about/LeadImage'
import { Gallery } from '@/components/about/Gallery'
import { RichText } from '@/components/content/RichText'
import { FallbackNote, langOf } from '@/components/content/Untranslated'
import { isLocale } from '@/i18n/locales'
import { aboutMetadata } from '@/lib/about-page'
import { contentAlternates, routeAlternates } from '@/lib/alternates'
import { getAboutPages, getCsrPost } from '@/lib/content'
import { formatDate } from '@/lib/format'

type Props = { params: Promise<{ locale: string; id: string }> }

/** Rendered on first request and cached, like every page (see the locale layout). */
export function generateStaticParams(): { id: string }[] {
  return []
}

/** Ids are whole numbers; anything else is no post (the proxy answers the 404 page first). */
async function load(params: Props['params']) {
  const { locale, id } = await params
  if (!isLocale(locale) || !/^\d{1,15}$/.test(id)) return null
  const post = await getCsrPost(id, locale)
  return post ? { locale, post, alternates: contentAlternates('csr', { id, en: id }) } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  return aboutMetadata(found.locale, found.post.title, found.alternates, {
    ...found.post.meta,
    metaDesc: found.post.meta.metaDesc ?? found.post.excerpt,
    metaImage: found.post.meta.metaImage ?? found.post.image,
  })
}

/** One CSR activity: date in long form, category and place, the report and its photo gallery. */
export default async function CsrPostPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { locale, post, alternates } = found
  setRequestLocale(locale)
  const [about, t] = await Promise.all([getAboutPages(locale), getTranslations('csr')])
  const list = routeAlternates('/tentang-kami/csr')[locale]
  const u = post.untranslated
  return (
    <AboutLayout
      locale={locale}
      alternates={alternates}
      title={post.title}
      titleLang={langOf(u, 'title')}
      parents={about ? [{ label: about.sections.csr.title, href: list }] : []}
      navCurrent={list}
      edit={{ collection: 'csr-posts', id: post.id }}
      lead={
        <>
          <FallbackNote show={u.length > 0} locale={locale} />
          <p className={styles.meta}>
            <time dateTime={post.publishedAt.slice(0, 10)}>{formatDate(post.publishedAt, locale)}</time>
            {' · '}
            {t(`categories.${post.category}`)}
            {post.location && (
              <>
                {' · '}
                <span lang={langOf(u, 'location')}>{post.location}</span>
              </>
            )}
          </p>
        </>
      }
    >
      <LeadImage media={post.image} size="hero" />
      <p className={styles.lead} lang={langOf(u, 'excerpt')}>
        {post.excerpt}
      </p>
      <RichText value={post.body} className={styles.prose} lang={langOf(u, 'body')} />
      <Gallery gallery={post.gallery} title={post.title} untranslated={u} locale={locale} />
      <p className={styles.section}>
        <a href={list}>← {t('back')}</a>
      </p>
    </AboutLayout>
  )
}

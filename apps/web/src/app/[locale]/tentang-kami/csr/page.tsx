import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AboutLayout } from '@/components/about/AboutLayout'
import styles from '@/components/about/about.module.css'
import { CsrCard } from '@/components/about/CsrCard'
import { firstRowLoad } from '@/components/CmsImage'
import { Pagination } from '@/components/content/Pagination'
import { FallbackNote, langOf } from '@/components/content/Untranslated'
import { isLocale } from '@/i18n/locales'
import { aboutMetadata } from '@/lib/about-page'
import { contentAlternates, routeAlternates, withQuery } from '@/lib/alternates'
import { getAboutPages, getCsrPosts } from '@/lib/content'

// The page number comes from the query string, so the list is rendered per request (its data is cached).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> }

const list = routeAlternates('/tentang-kami/csr')

/** `?page=` as a page number: absent is 1; anything but a plain positive number is null. */
function pageNumber(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return 1
  return typeof raw === 'string' && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : null
}

const alternatesFor = (page: number) => withQuery(list, { page: page > 1 ? String(page) : '' })

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const page = pageNumber((await searchParams).page)
  const about = isLocale(locale) ? await getAboutPages(locale) : null
  if (!isLocale(locale) || !about || page === null) return {}
  const t = await getTranslations({ locale, namespace: 'csr' })
  const section = about.sections.csr
  const title = page > 1 ? t('titleWithPage', { title: section.title, page }) : section.title
  return aboutMetadata(locale, title, alternatesFor(page), section.meta)
}

/** CSR activities, newest first, a page at a time (`?page=2`, server-rendered). */
export default async function CsrListPage({ params, searchParams }: Props) {
  const { locale } = await params
  const page = pageNumber((await searchParams).page)
  if (!isLocale(locale)) notFound()
  // A malformed page number leads to the first page, one past the end to the last (a redirect, which
  // works without JavaScript; Next would send notFound() here as an empty shell).
  if (page === null) redirect(list[locale])
  setRequestLocale(locale)
  const [about, { posts, meta }, t] = await Promise.all([
    getAboutPages(locale),
    getCsrPosts(locale, page),
    getTranslations('csr'),
  ])
  if (!about) notFound()
  if (page > meta.total_pages) redirect(alternatesFor(meta.total_pages)[locale])
  const section = about.sections.csr
  const sectionLang = langOf(about.untranslated, 'sections.csr')
  return (
    <AboutLayout
      edit={{ global: 'about-pages' }}
      locale={locale}
      alternates={alternatesFor(page)}
      title={section.title}
      titleLang={sectionLang}
      navCurrent={list[locale]}
      lead={
        <>
          <FallbackNote show={sectionLang !== undefined} locale={locale} />
          {section.intro && (
            <p className={styles.lead} lang={sectionLang}>
              {section.intro}
            </p>
          )}
          <p className={styles.meta} role="status">
            {t('pageOf', { page, total: meta.total_pages })}
          </p>
        </>
      }
    >
      {posts.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {posts.map((post, index) => (
            <CsrCard
              key={post.id}
              load={firstRowLoad(index)}
              post={post}
              locale={locale}
              href={contentAlternates('csr', { id: post.id, en: post.id })[locale]}
              category={t(`categories.${post.category}`)}
              readMore={t('readMore')}
            />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={meta.total_pages}
        hrefFor={(n) => alternatesFor(n)[locale]}
        labels={{
          nav: t('pagination'),
          previous: t('previous'),
          next: t('next'),
          page: (n) => t('goToPage', { page: n }),
        }}
      />
    </AboutLayout>
  )
}

import type { Metadata } from 'next'
import { SLUG_PATTERN } from '@jtt/content-api'
import { SiteLink } from '@/components/client/SiteLink'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { DocumentList } from '@/components/ir/DocumentList'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageShell } from '@/components/layout/PageShell'
import { PressReleaseBody } from '@/components/press/PressReleaseBody'
import { PressReleaseGrid } from '@/components/press/PressReleaseCard'
import { ShareLinks } from '@/components/press/ShareLinks'
import styles from '@/components/press/press.module.css'
import { JsonLd } from '@/components/seo/JsonLd'
import { isLocale } from '@/i18n/locales'
import { contentAlternates, routeAlternates } from '@/lib/alternates'
import { getPressRelease } from '@/lib/content/press-releases'
import { newsArticleJsonLd } from '@/lib/press-release-seo'
import { pageMetadata } from '@/lib/seo'
import { absoluteUrl } from '@/lib/site'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** Rendered on first request and cached, like every page (see the locale layout). */
export function generateStaticParams(): { slug: string }[] {
  return []
}

async function load(params: Props['params']) {
  const { locale, slug: raw } = await params
  if (!isLocale(locale)) return null
  const slug = decodeURIComponent(raw)
  if (!SLUG_PATTERN.test(slug)) return null
  const release = await getPressRelease(slug, locale)
  return release ? { locale, release } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  const { locale, release } = found
  const metadata = pageMetadata({
    locale,
    title: release.title,
    alternates: contentAlternates('press-release', release.slugs),
    meta: {
      ...release.meta,
      metaDesc: release.meta.metaDesc || release.excerpt,
      metaImage: release.meta.metaImage ?? release.image,
    },
  })
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: release.publishedAt,
      modifiedTime: release.updatedAt,
    },
  }
}

export default async function PressReleasePage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { locale, release } = found
  setRequestLocale(locale)
  const t = await getTranslations('pressReleases')
  const alternates = contentAlternates('press-release', release.slugs)
  const listHref = routeAlternates('/media-informasi/siaran-pers')[locale]

  return (
    <PageShell locale={locale} alternates={alternates} edit={{ collection: 'press-releases', id: release.id }}>
      <JsonLd data={newsArticleJsonLd(release, locale)} />
      <div className="container">
        <Breadcrumbs
          locale={locale}
          trail={[{ label: t('section') }, { label: t('title'), href: listHref }, { label: release.title }]}
        />
        <article className={styles.article}>
          <PressReleaseBody release={release} locale={locale} />
          {release.attachments.length > 0 && (
            <section className={styles.block} aria-labelledby="attachments-title">
              <h2 id="attachments-title">{t('attachments')}</h2>
              <DocumentList documents={release.attachments} locale={locale} headingLevel={3} />
            </section>
          )}
          <ShareLinks locale={locale} url={absoluteUrl(alternates[locale])} title={release.title} />
        </article>
        <p className={styles.back}>
          <SiteLink href={listHref}>
            <span aria-hidden="true">‹ </span>
            {t('backToList')}
          </SiteLink>
        </p>
        {release.related.length > 0 && (
          <section className={styles.block} aria-labelledby="related-title">
            <h2 id="related-title">{t('related')}</h2>
            <PressReleaseGrid releases={release.related} locale={locale} headingLevel={3} />
          </section>
        )}
      </div>
    </PageShell>
  )
}

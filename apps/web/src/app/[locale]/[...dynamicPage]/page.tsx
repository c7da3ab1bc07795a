import type { Metadata } from 'next'
import { SLUG_PATTERN } from '@jtt/content-api'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { PageBlocks } from '@/components/blocks/PageBlocks'
import { FallbackNote, langOf } from '@/components/content/Untranslated'
import { PageShell } from '@/components/layout/PageShell'
import { isLocale } from '@/i18n/locales'
import { slugAlternates } from '@/lib/alternates'
import { getPage } from '@/lib/content'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string; dynamicPage: string[] }> }

/** Rendered on first request and cached, like every page (see the locale layout). */
export function generateStaticParams(): { dynamicPage: string[] }[] {
  return []
}

/** CMS pages live one level under the language (spec "/{lang}/{dynamicPage}"); deeper paths are 404. */
async function load(params: Props['params']) {
  const { locale, dynamicPage } = await params
  if (!isLocale(locale) || dynamicPage.length !== 1) return null
  const slug = decodeURIComponent(dynamicPage[0] ?? '')
  if (!SLUG_PATTERN.test(slug)) return null
  const page = await getPage(slug, locale)
  return page ? { locale, page } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  return pageMetadata({
    locale: found.locale,
    title: found.page.title,
    alternates: slugAlternates(found.page.slugs),
    meta: found.page.meta,
  })
}

export default async function CmsPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { locale, page } = found
  setRequestLocale(locale)
  return (
    <PageShell locale={locale} alternates={slugAlternates(page.slugs)} edit={{ collection: 'pages', id: page.id }}>
      <article className="container" style={{ paddingTop: '2rem', paddingBottom: '2rem' }}>
        <h1 lang={langOf(page.untranslated, 'title')}>{page.title}</h1>
        <FallbackNote show={page.untranslated.length > 0} locale={locale} />
        {/* Blocks from the content service's allowlisted tree, rendered as React elements (no HTML injected). */}
        <div lang={langOf(page.untranslated, 'blocks')}>
          <PageBlocks blocks={page.blocks} locale={locale} />
        </div>
      </article>
    </PageShell>
  )
}

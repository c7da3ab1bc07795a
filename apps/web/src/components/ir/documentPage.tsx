import { isUntranslated, type DocumentType, type InvestorRelations } from '@jtt/content-api'
import type { Metadata } from 'next'
import { SiteLink } from '../client/SiteLink'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import { YearFilter } from '@/components/list/YearFilter'
import { isLocale } from '@/i18n/locales'
import { routeAlternates, withQuery } from '@/lib/alternates'
import { getDocuments, getDocumentYears, getInvestorRelations } from '@/lib/content/investor-relations'
import { yearParam } from '@/lib/list-params'
import { pageMetadata } from '@/lib/seo'
import { DocumentList } from './DocumentList'
import { IrSection } from './IrSection'
import styles from './ir.module.css'
import { langOf } from '../content/Untranslated'

type Route = Parameters<typeof IrSection>[0]['current']
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ year?: string | string[] }> }

type Spec = {
  type: DocumentType
  route: Route
  /** Key of the page title in the `ir` messages, and of its introduction in the content's `reports`. */
  title: 'annualReport' | 'boardOfCommissionersReport' | 'directorsReport'
  /** The page's introduction in the CMS content. */
  intro: (ir: InvestorRelations) => string
}

/**
 * A page listing one kind of document by year, newest first, with a year filter that works without
 * JavaScript (`?year=2024`): the annual report, board of commissioners report and directors report.
 */
export function documentPage({ type, route, title, intro }: Spec) {
  const alternates = routeAlternates(route)

  async function state({ params, searchParams }: Props) {
    const [{ locale }, search] = await Promise.all([params, searchParams])
    return { locale, year: yearParam(search.year) }
  }

  async function generateMetadata(props: Props): Promise<Metadata> {
    const { locale, year } = await state(props)
    if (!isLocale(locale)) return {}
    const [t, ir] = await Promise.all([getTranslations({ locale, namespace: 'ir' }), getInvestorRelations(locale)])
    return pageMetadata({
      locale,
      title: year ? `${t(title)} ${year}` : t(title),
      alternates: withQuery(alternates, { year }),
      meta: { metaDesc: intro(ir) || null },
    })
  }

  async function Page(props: Props) {
    const { locale, year } = await state(props)
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const [t, docT, ir, documents, years] = await Promise.all([
      getTranslations('ir'),
      getTranslations('documents'),
      getInvestorRelations(locale),
      getDocuments(locale, type, year),
      getDocumentYears(type),
    ])
    return (
      <PageShell
        locale={locale}
        alternates={withQuery(alternates, { year })}
        edit={{ collection: 'documents', field: 'type', value: type }}
      >
        <IrSection
          locale={locale}
          current={route}
          title={t(title)}
          fallback={isUntranslated(ir.untranslated, `reports.${title}`)}
        >
          {intro(ir) && (
            <p className={styles.intro} lang={langOf(ir.untranslated, `reports.${title}`)}>
              {intro(ir)}
            </p>
          )}
          {years.length > 1 && (
            <YearFilter
              action={alternates[locale]}
              years={years}
              selected={year}
              labels={{
                legend: docT('filterLegend'),
                year: docT('yearLabel'),
                all: docT('allYears'),
                apply: docT('apply'),
              }}
            />
          )}
          <p role="status" className={styles.note}>
            {year === undefined
              ? docT('count', { count: documents.length })
              : docT('countYear', { count: documents.length, year })}
          </p>
          {documents.length > 0 ? (
            <DocumentList documents={documents} locale={locale} />
          ) : year !== undefined ? (
            <p>
              {docT('emptyYear', { year })} <SiteLink href={alternates[locale]}>{docT('showAll')}</SiteLink>
            </p>
          ) : (
            <p>{docT('empty')}</p>
          )}
        </IrSection>
      </PageShell>
    )
  }

  return { generateMetadata, Page }
}

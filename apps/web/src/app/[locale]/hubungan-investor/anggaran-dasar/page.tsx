import { isUntranslated } from '@jtt/content-api'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { DocumentList } from '@/components/ir/DocumentList'
import { irMetadata } from '@/components/ir/irMetadata'
import { IrSection } from '@/components/ir/IrSection'
import styles from '@/components/ir/ir.module.css'
import { PageShell } from '@/components/layout/PageShell'
import { isLocale } from '@/i18n/locales'
import { RichText } from '@/components/content/RichText'
import { routeAlternates } from '@/lib/alternates'
import { getDocuments, getInvestorRelations } from '@/lib/content/investor-relations'
import { plainText } from '@/lib/rich-text'
import { langOf } from '@/components/content/Untranslated'

type Props = { params: Promise<{ locale: string }> }

const ROUTE = '/hubungan-investor/anggaran-dasar'

export const generateMetadata = ({ params }: Props) =>
  irMetadata(params, ROUTE, 'articlesOfAssociation', (ir) => plainText(ir.articlesOfAssociation.body))

/** The articles of association: a summary from the CMS and the deeds as PDF documents. */
export default async function ArticlesOfAssociationPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, docT, ir, documents] = await Promise.all([
    getTranslations('ir'),
    getTranslations('documents'),
    getInvestorRelations(locale),
    getDocuments(locale, 'articles-of-association'),
  ])
  return (
    <PageShell
      locale={locale}
      alternates={routeAlternates(ROUTE)}
      edit={{ collection: 'documents', field: 'type', value: 'articles-of-association' }}
    >
      <IrSection
        locale={locale}
        current={ROUTE}
        title={t('articlesOfAssociation')}
        fallback={isUntranslated(ir.untranslated, 'articlesOfAssociation')}
      >
        <div lang={langOf(ir.untranslated, 'articlesOfAssociation.body')}>
          <RichText value={ir.articlesOfAssociation.body} className={`prose ${styles.intro}`} />
        </div>
        {documents.length > 0 ? <DocumentList documents={documents} locale={locale} /> : <p>{docT('empty')}</p>}
      </IrSection>
    </PageShell>
  )
}

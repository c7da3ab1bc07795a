import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import styles from '@/components/forms/form-page.module.css'
import { FormSent } from '@/components/forms/FormSent'
import { LinkActionForm } from '@/components/forms/LinkActionForm'
import { SubscribeForm } from '@/components/forms/SubscribeForm'
import { PageShell } from '@/components/layout/PageShell'
import { isLocale, locales, type Locale } from '@/i18n/locales'
import { routeAlternates, withQuery } from '@/lib/alternates'
import { captchaSetup } from '@/lib/forms/captcha-setup'
import { readFormPageQuery, type FormPageQuery } from '@/lib/forms/page-query'
import { captchaTexts, formTexts } from '@/lib/forms/texts'
import { getTollRoads } from '@/lib/content/services'
import { pageMetadata } from '@/lib/seo'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<FormPageQuery> }

const alternates = routeAlternates('/hubungan-investor/pemberitahuan-email')
const unsubscribeAlternates = routeAlternates('/hubungan-investor/berhenti-berlangganan-pemberitahuan-email')

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'alerts' })
  const { token, status } = await readFormPageQuery(searchParams)
  const metadata = pageMetadata({ locale, title: t('title'), alternates, meta: { metaDesc: t('intro') } })
  // A link's page and the answers are one visitor's, not something to index.
  return token || status ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

async function subscribeTexts(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'alerts' })
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const roads = await getTollRoads(locale)
  return {
    ...(await formTexts(locale, {
      email: { label: t('email') },
      locale: { label: t('language') },
      topics: { label: t('topics') },
      sections: { label: t('sections') },
    })),
    email: t('email'),
    emailHint: t('emailHint'),
    languageLegend: t('language'),
    languages: locales.map((l) => ({ code: l.code, name: l.name })),
    topicsLegend: t('topics'),
    topicsHint: t('topicsHint'),
    topics: {
      'press-releases': t('topic.press-releases'),
      'financial-reports': t('topic.financial-reports'),
      traffic: t('topic.traffic'),
    },
    sectionsLegend: t('sections'),
    sectionsHint: t('sectionsHint'),
    sections: roads.map((r) => ({ slug: r.slug, name: r.name })),
    submit: t('submit'),
    unavailable: forms('problems.notConfigured'),
    captcha: await captchaTexts(locale),
    honeypot: forms('honeypot'),
  }
}

/**
 * Email alert (spec §1, §2): the subscription form; the confirmation link's page (one button, a POST);
 * and the answers: "check your inbox" (the same for every address) and "subscribed".
 */
export default async function EmailAlertPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const { status, token, tokenLooksValid } = await readFormPageQuery(searchParams)
  const [t, forms] = await Promise.all([getTranslations('alerts'), getTranslations('forms')])

  let body: React.ReactNode
  if (token && !tokenLooksValid) {
    body = (
      <>
        <h2 id="alert-form-title">{t('confirm.title')}</h2>
        <p role="alert">{forms('problems.invalidLink')}</p>
        <p>
          <a href={alternates[locale]}>{t('confirm.newLink')}</a>
        </p>
      </>
    )
  } else if (token) {
    body = (
      <>
        <h2 id="alert-form-title">{t('confirm.title')}</h2>
        <p>{t('confirm.text')}</p>
        <LinkActionForm
          kind="confirm"
          token={token}
          locale={locale}
          texts={{ submit: t('confirm.submit'), sending: forms('sending'), problemTitle: t('confirm.problem') }}
        />
        <p>
          <a href={alternates[locale]}>{t('confirm.newLink')}</a>
        </p>
      </>
    )
  } else if (status === 'check-email' || status === 'confirmed') {
    body = (
      <>
        <h2 id="alert-form-title" className="visually-hidden">
          {t('formTitle')}
        </h2>
        <FormSent
          title={t(`${status === 'confirmed' ? 'confirmed' : 'checkEmail'}.title`)}
          text={t(`${status === 'confirmed' ? 'confirmed' : 'checkEmail'}.text`)}
        />
      </>
    )
  } else {
    body = (
      <>
        <h2 id="alert-form-title">{t('formTitle')}</h2>
        <SubscribeForm locale={locale} captcha={captchaSetup()} texts={await subscribeTexts(locale)} />
      </>
    )
  }

  return (
    <PageShell
      locale={locale}
      alternates={withQuery(alternates, { status: status || undefined, token: token ?? undefined })}
    >
      <div className={`container ${styles.page}`}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <section aria-labelledby="alert-form-title" className={styles.narrow}>
          {body}
          <p>
            {t('leave')} <a href={unsubscribeAlternates[locale]}>{t('leaveLink')}</a>
          </p>
        </section>
      </div>
    </PageShell>
  )
}

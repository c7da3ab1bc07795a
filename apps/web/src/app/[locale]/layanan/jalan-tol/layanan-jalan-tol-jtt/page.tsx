import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import { TariffCalculator } from '@/components/services/TariffCalculator'
import styles from '@/components/services/services.module.css'
import { isLocale } from '@/i18n/locales'
import { routeAlternates, withQuery } from '@/lib/alternates'
import { getTariffQuote, getTollRoads, getTollRoadService } from '@/lib/content/services'
import { toQueryString } from '@/lib/query-string'
import { pageMetadata } from '@/lib/seo'
import { hasEmptyValues, type RawQuery } from '@/lib/services/rest-area-query'
import { parseTariffQuery } from '@/lib/services/tariff-query'

// The calculator's answer depends on the query string; the page's data stays cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawQuery> }

const alternates = routeAlternates('/layanan/jalan-tol/layanan-jalan-tol-jtt')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [t, service] = await Promise.all([
    getTranslations({ locale, namespace: 'tollRoads' }),
    getTollRoadService(locale),
  ])
  return pageMetadata({ locale, title: service?.title || t('serviceTitle'), alternates, meta: service?.meta })
}

const isExternal = (url: string) => /^https?:\/\//.test(url)

/** Emergency and call-centre numbers, payment methods and traffic links from the CMS, and the tariff calculator. */
export default async function TollRoadServicePage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const raw = await searchParams
  const query = parseTariffQuery(raw)
  const action = alternates[locale]
  const state = { entry: query.entry, exit: query.exit, class: query.vehicleClass }
  if (hasEmptyValues(raw)) redirect(`${action}${toQueryString(state)}`)
  const [t, service, roads, answer] = await Promise.all([
    getTranslations('tollRoads'),
    getTollRoadService(locale),
    getTollRoads(locale),
    query.complete ? getTariffQuote(locale, query.entry!, query.exit!, query.vehicleClass!) : null,
  ])

  return (
    <PageShell locale={locale} alternates={withQuery(alternates, state)} edit={{ global: 'toll-road-service' }}>
      <div className={`container ${styles.page}`}>
        <h1>{service?.title || t('serviceTitle')}</h1>
        {service?.intro && <p className={styles.lead}>{service.intro}</p>}
        {service && service.contacts.length > 0 && (
          <section aria-labelledby="contacts-heading">
            <h2 id="contacts-heading">{t('contacts')}</h2>
            <ul className={styles.cards}>
              {service.contacts.map((c) => (
                <li key={c.id} className={styles.card}>
                  <h3>{c.label}</h3>
                  <p className={styles.amount}>
                    <a
                      href={`tel:${c.number.replace(/[^\d+]/g, '')}`}
                      aria-label={t('call', { label: c.label, number: c.number })}
                    >
                      {c.number}
                    </a>
                  </p>
                  {c.description && <p className={styles.meta}>{c.description}</p>}
                </li>
              ))}
            </ul>
          </section>
        )}
        <TariffCalculator roads={roads} query={query} answer={answer} action={action} locale={locale} />
        {service && service.paymentMethods.length > 0 && (
          <section aria-labelledby="payment-heading">
            <h2 id="payment-heading">{t('paymentMethods')}</h2>
            <dl className={styles.facts}>
              {service.paymentMethods.map((p) => (
                <div key={p.id} style={{ display: 'contents' }}>
                  <dt>{p.name}</dt>
                  <dd>{p.description}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {service && service.trafficLinks.length > 0 && (
          <section aria-labelledby="traffic-heading">
            <h2 id="traffic-heading">{t('trafficInfo')}</h2>
            <ul>
              {service.trafficLinks.map((l) => (
                <li key={l.id}>
                  {isExternal(l.url) ? (
                    <a href={l.url} target="_blank" rel="noopener noreferrer">
                      {l.label} <span className="visually-hidden">{t('external')}</span>
                    </a>
                  ) : (
                    <a href={l.url}>{l.label}</a>
                  )}
                  {l.description && <> — {l.description}</>}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </PageShell>
  )
}

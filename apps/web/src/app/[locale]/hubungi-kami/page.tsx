import { FIELD_LIMITS } from '@jtt/content-api/forms'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ContactDetails } from '@/components/contact/ContactDetails'
import { LocationMap } from '@/components/contact/LocationMap'
import styles from '@/components/contact/contact.module.css'
import page from '@/components/forms/form-page.module.css'
import { ContactForm } from '@/components/forms/ContactForm'
import { FormSent } from '@/components/forms/FormSent'
import { PageShell } from '@/components/layout/PageShell'
import { isLocale, type Locale } from '@/i18n/locales'
import { routeAlternates, withQuery } from '@/lib/alternates'
import { MapView } from '@/components/map/MapView'
import { getFooter, getOfficeLocation } from '@/lib/content'
import { captchaSetup } from '@/lib/forms/captcha-setup'
import { captchaTexts, formTexts } from '@/lib/forms/texts'
import { pageMetadata } from '@/lib/seo'
import { mapsEnabled, officeMapProps } from '@/lib/services/map-data'

// The form's answers and the captcha are per visitor; the content it shows stays cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ status?: string | string[] }> }

const alternates = routeAlternates('/hubungi-kami')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'contact' })
  return pageMetadata({ locale, title: t('title'), alternates, meta: { metaDesc: t('intro') } })
}

async function contactFormTexts(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'contact' })
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const labels = {
    name: t('fields.name'),
    email: t('fields.email'),
    phone: t('fields.phone'),
    subject: t('fields.subject'),
    message: t('fields.message'),
  }
  return {
    ...(await formTexts(locale, {
      name: { label: labels.name, ...FIELD_LIMITS.name },
      email: { label: labels.email, ...FIELD_LIMITS.email },
      phone: { label: labels.phone, ...FIELD_LIMITS.phone },
      subject: { label: labels.subject, ...FIELD_LIMITS.subject },
      message: { label: labels.message, ...FIELD_LIMITS.message },
    })),
    labels,
    hints: {
      email: t('hints.email'),
      phone: t('hints.phone'),
      message: t('hints.message', { max: FIELD_LIMITS.message.max }),
    },
    submit: t('submit'),
    unavailable: forms('problems.notConfigured'),
    captcha: await captchaTexts(locale),
    honeypot: forms('honeypot'),
  }
}

/** Contact (spec §1, §2): the office's details and location from the CMS, and the contact form. */
export default async function ContactPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const raw = (await searchParams).status
  const sent = (Array.isArray(raw) ? raw[0] : raw) === 'sent'
  const [t, footer, position] = await Promise.all([getTranslations('contact'), getFooter(locale), getOfficeLocation()])
  const address = footer.components['footer-address']
  const map =
    address && position && mapsEnabled() ? <MapView {...await officeMapProps(locale, position, address)} small /> : null

  return (
    <PageShell locale={locale} alternates={withQuery(alternates, { status: sent ? 'sent' : undefined })}>
      <div className={`container ${page.page}`}>
        <h1>{t('title')}</h1>
        <p className={page.intro}>{t('intro')}</p>
        <div className={styles.layout}>
          <div className={styles.aside}>
            <ContactDetails
              components={footer.components}
              texts={{
                title: t('office'),
                address: t('address'),
                phone: t('phone'),
                email: t('email'),
                hours: t('hours'),
                callCentre: t('callCentre'),
              }}
            />
            {address && (
              <LocationMap
                address={address}
                position={position}
                map={map}
                texts={{
                  title: t('map.title'),
                  imageLabel: t('map.imageLabel', { address }),
                  openStreetMap: t('map.openStreetMap'),
                  googleMaps: t('map.googleMaps'),
                  newTab: t('map.newTab'),
                }}
              />
            )}
          </div>
          <section aria-labelledby="contact-form-title" className={styles.formSection}>
            <h2 id="contact-form-title">{t('formTitle')}</h2>
            {sent ? (
              <FormSent
                title={t('sent.title')}
                text={t('sent.text')}
                again={{ href: alternates[locale], label: t('sent.again') }}
              />
            ) : (
              <>
                <p>{t('privacy')}</p>
                <ContactForm locale={locale} captcha={captchaSetup()} texts={await contactFormTexts(locale)} />
              </>
            )}
          </section>
        </div>
      </div>
    </PageShell>
  )
}

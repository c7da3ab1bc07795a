import { getTranslations } from 'next-intl/server'
import styles from '@/components/forms/form-page.module.css'
import type { Locale } from '@/i18n/locales'
import { routeAlternates } from '@/lib/alternates'
import { captchaSetup } from '@/lib/forms/captcha-setup'
import type { readFormPageQuery } from '@/lib/forms/page-query'
import { captchaTexts, formTexts } from '@/lib/forms/texts'
import { FormSent } from './FormSent'
import { LinkActionForm } from './LinkActionForm'
import { UnsubscribeRequestForm } from './UnsubscribeRequestForm'

type Props = {
  locale: Locale
  /** Which of the two unsubscribe pages (spec §2) this is; both do the same, each answers on itself. */
  variant: 'unsubscribe' | 'investor-relations'
  query: Awaited<ReturnType<typeof readFormPageQuery>>
}

const alertAlternates = routeAlternates('/hubungan-investor/pemberitahuan-email')

/**
 * Unsubscribing (spec §3 "unsubscribe texts"): from an email's link, one button that confirms with a
 * POST; without a link, an address to send one to (the answer never says whether it is subscribed).
 */
export async function UnsubscribeScreen({ locale, variant, query }: Props) {
  const [t, forms] = await Promise.all([
    getTranslations({ locale, namespace: 'unsubscribe' }),
    getTranslations({ locale, namespace: 'forms' }),
  ])
  const { status, token, tokenLooksValid } = query
  const title = variant === 'investor-relations' ? t('titleInvestor') : t('title')

  const answered = status === 'unsubscribed' || status === 'link-sent'
  let body: React.ReactNode
  if (answered) {
    const key = status === 'unsubscribed' ? 'done' : 'linkSent'
    body = (
      <FormSent
        title={t(`${key}.title`)}
        text={t(`${key}.text`)}
        again={status === 'unsubscribed' ? { href: alertAlternates[locale], label: t('done.resubscribe') } : undefined}
      />
    )
  } else if (token && tokenLooksValid) {
    body = (
      <>
        <p>{t('confirm.text')}</p>
        <LinkActionForm
          kind="unsubscribe"
          token={token}
          locale={locale}
          returnTo={variant}
          texts={{ submit: t('confirm.submit'), sending: forms('sending'), problemTitle: t('confirm.problem') }}
        />
        <p>{t('confirm.newLinkHint')}</p>
      </>
    )
  } else {
    const texts = {
      ...(await formTexts(locale, { email: { label: t('email') } })),
      email: t('email'),
      emailHint: t('emailHint'),
      submit: t('submit'),
      unavailable: forms('problems.notConfigured'),
      captcha: await captchaTexts(locale),
      honeypot: forms('honeypot'),
    }
    body = (
      <>
        {token && <p role="alert">{forms('problems.invalidLink')}</p>}
        <p>{t('intro')}</p>
        <UnsubscribeRequestForm locale={locale} captcha={captchaSetup()} texts={texts} returnTo={variant} />
      </>
    )
  }

  return (
    <div className={`container ${styles.page}`}>
      <h1>{title}</h1>
      <section aria-labelledby="unsubscribe-form-title" className={styles.narrow}>
        {answered ? (
          <h2 id="unsubscribe-form-title" className="visually-hidden">
            {title}
          </h2>
        ) : (
          <h2 id="unsubscribe-form-title">{token && tokenLooksValid ? t('confirm.title') : t('formTitle')}</h2>
        )}
        {body}
      </section>
    </div>
  )
}

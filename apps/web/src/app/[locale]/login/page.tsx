import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { BlankLayout } from '@/components/auth/BlankLayout'
import { LoginForm } from '@/components/auth/LoginForm'
import styles from '@/components/auth/auth.module.css'
import { isLocale } from '@/i18n/locales'
import { currentSession } from '@/lib/auth/session'
import { safeInternalPath } from '@/lib/safe-redirect'

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'auth' })
  return { title: t('loginTitle'), robots: { index: false, follow: false } }
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** Editors sign in here (spec §4 "redirect targets: login → /login"); visitors never need to. */
export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = await searchParams
  // Only an internal path (spec §5) is ever followed; anything else is dropped here already.
  const redirectTo = safeInternalPath(first(query.redirect), '')
  const session = await currentSession()
  if (session.state === 'signed-in') redirect(redirectTo || `/${locale}`)
  const [t, common] = await Promise.all([getTranslations('auth'), getTranslations('common')])
  return (
    <BlankLayout locale={locale} homeLabel={common('returnHome')}>
      <h1>{t('loginTitle')}</h1>
      <p>{t('loginIntro')}</p>
      {(session.state === 'expired' || first(query.reason) === 'expired') && (
        <p role="status" className={styles.notice}>
          {t('sessionExpired')}
        </p>
      )}
      <LoginForm
        locale={locale}
        redirectTo={redirectTo}
        strings={{
          email: t('email'),
          password: t('password'),
          submit: t('submit'),
          errors: {
            input: t('errorInput'),
            refused: t('errorRefused'),
            tooMany: t('errorTooMany'),
            unavailable: t('errorUnavailable'),
          },
        }}
      />
    </BlankLayout>
  )
}

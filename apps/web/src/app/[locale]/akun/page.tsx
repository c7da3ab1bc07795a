import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { BlankLayout } from '@/components/auth/BlankLayout'
import styles from '@/components/auth/auth.module.css'
import { getPathname } from '@/i18n/navigation'
import { isLocale } from '@/i18n/locales'
import { logout } from '@/lib/auth/actions'
import { currentSession } from '@/lib/auth/session'

// Per visitor: the signed-in editor's own account.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'auth' })
  return { title: t('accountTitle'), robots: { index: false, follow: false } }
}

/** The signed-in editor: name, email, roles and scopes (`GET /current-user/profile`), and sign-out. */
export default async function AccountPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const login = getPathname({ locale, href: '/login' })
  const self = getPathname({ locale, href: '/akun' })
  const session = await currentSession()
  if (session.state === 'guest') redirect(`${login}?redirect=${encodeURIComponent(self)}`)
  // The stale cookie stays until the next sign-in replaces it: a page render may not change cookies.
  if (session.state === 'expired') redirect(`${login}?reason=expired&redirect=${encodeURIComponent(self)}`)
  const [t, common] = await Promise.all([getTranslations('auth'), getTranslations('common')])
  if (session.state === 'unavailable') {
    return (
      <BlankLayout locale={locale} homeLabel={common('returnHome')}>
        <h1>{t('accountTitle')}</h1>
        <p role="alert">{t('errorUnavailable')}</p>
      </BlankLayout>
    )
  }
  const { profile } = session
  return (
    <BlankLayout locale={locale} homeLabel={common('returnHome')}>
      <h1>{t('accountTitle')}</h1>
      <dl className={styles.facts}>
        <dt>{t('name')}</dt>
        <dd>{profile.name}</dd>
        <dt>{t('email')}</dt>
        <dd>{profile.email}</dd>
        <dt>{t('roles')}</dt>
        <dd>{profile.roles.join(', ')}</dd>
        <dt>{t('scopes')}</dt>
        <dd>
          <ul className={styles.scopes}>
            {profile.scopes.map((scope) => (
              <li key={scope}>{scope}</li>
            ))}
          </ul>
        </dd>
      </dl>
      <div className={styles.actions}>
        <form action={logout}>
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className="button">
            {t('logout')}
          </button>
        </form>
        <a href={`/${locale}`}>{common('returnHome')}</a>
      </div>
    </BlankLayout>
  )
}

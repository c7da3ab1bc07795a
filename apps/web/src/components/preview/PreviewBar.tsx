import { draftMode } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { exitPreview, logout } from '@/lib/auth/actions'
import { cmsAdminUrl, type EditTarget } from '@/lib/cms-admin'
import { LivePreviewRefresh } from './LivePreviewRefresh'
import styles from './preview.module.css'

type Props = { locale: Locale; path: string; edit?: EditTarget }

/**
 * Shown only in preview (an editor's draft mode; visitors' renders never reach past the first line):
 * says that drafts are shown, and offers exit, editing in the CMS and sign-out — plain forms.
 */
export async function PreviewBar({ locale, path, edit }: Props) {
  if (!(await draftMode()).isEnabled) return null
  const t = await getTranslations({ locale, namespace: 'preview' })
  const admin = cmsAdminUrl(edit)
  return (
    <aside className={styles.bar} aria-label={t('bar')} data-preview-bar="">
      <p>{t('bar')}</p>
      <form action={exitPreview}>
        <input type="hidden" name="path" value={path} />
        <button type="submit">{t('exit')}</button>
      </form>
      {admin.edit && <a href={admin.edit}>{t('edit')}</a>}
      <form action={logout}>
        <input type="hidden" name="locale" value={locale} />
        <button type="submit">{t('signOut')}</button>
      </form>
      <LivePreviewRefresh cmsOrigin={admin.origin} />
    </aside>
  )
}

import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import { DefaultTemplate } from '@payloadcms/next/templates'

/**
 * The frame of the operators' own admin screens (rest-area status, traffic incidents): Payload's
 * admin template, the screen's title and one line of intro, then its content — or, for an account
 * without the screen's scope, the words that say so.
 */
export function OperatorScreen({
  view: { initPageResult, params, searchParams },
  title,
  intro,
  maxWidth,
  notAllowed,
  children,
}: {
  view: AdminViewServerProps
  title: string
  intro: string
  maxWidth: string
  /** Shown instead of the content when the account may not use the screen; null when it may. */
  notAllowed: string | null
  children: ReactNode
}) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <div style={{ padding: 'var(--gutter-h, 1rem)', maxWidth }}>
        <h1 style={{ marginBottom: '0.5rem' }}>{title}</h1>
        <p style={{ marginTop: 0 }}>{intro}</p>
        {notAllowed === null ? children : <p role="alert">{notAllowed}</p>}
      </div>
    </DefaultTemplate>
  )
}

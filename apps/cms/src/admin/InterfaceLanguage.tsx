'use client'
import { useAuth, useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

/**
 * The admin shows the signed-in user's own interface language (their account's `interfaceLanguage`).
 * Signing in sets it already (auth/interfaceLanguageCookie.ts); this switches when the page shows
 * another — the user just changed it on their account page, or on another browser — with Payload's
 * own switch (the cookie, then the page again). Payload's language menu on the account page is
 * hidden (custom.scss): the field is the one place the choice is made.
 */
export function InterfaceLanguage({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const { i18n, switchLanguage } = useTranslation()
  const chosen = (user as { interfaceLanguage?: unknown } | null)?.interfaceLanguage
  useEffect(() => {
    if ((chosen === 'id' || chosen === 'en') && chosen !== i18n.language) void switchLanguage?.(chosen)
  }, [chosen, i18n.language, switchLanguage])
  return <>{children}</>
}

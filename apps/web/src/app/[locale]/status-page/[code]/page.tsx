import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { ErrorPage, errorTexts, type ErrorPageCode } from '@/components/ErrorPage'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; code: string }> }

/**
 * The site's 404, 429 and 501 pages with header, menu and footer, rendered once and cached like any page.
 * The proxy answers unknown routes and unsupported methods with them (see lib/status-page.ts).
 */
export function generateStaticParams(): { code: string }[] {
  return []
}

const CODES: Record<string, ErrorPageCode> = { '404': 404, '429': 429, '501': 501 }
const codeOf = (code: string): ErrorPageCode | null => CODES[code] ?? null

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, code } = await params
  const status = codeOf(code)
  if (!isLocale(locale) || !status) return {}
  return { title: (await errorTexts(locale, status)).title, robots: { index: false, follow: true } }
}

export default async function StatusPage({ params }: Props) {
  const { locale, code } = await params
  const status = codeOf(code)
  if (!isLocale(locale) || !status) notFound()
  setRequestLocale(locale)
  return <ErrorPage locale={locale} code={status} />
}

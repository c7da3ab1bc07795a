import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { preconnect } from 'react-dom'
import { ChunkErrorReload } from '@/components/client/ChunkErrorReload'
import { ErrorStringsProvider } from '@/components/client/ErrorStrings'
import { OnlineStatus } from '@/components/client/OnlineStatus'
import { PrefetchOnIdle } from '@/components/client/PrefetchOnIdle'
import { ProgressBar } from '@/components/client/ProgressBar'
import { TagManager } from '@/components/seo/TagManager'
import { routing } from '@/i18n/routing'
import { homeHrefOf } from '@/lib/home-href'
import { mediaPreconnectOrigins } from '@/lib/media-origins'
import { siteUrl, tagManagerId, defaultDescription } from '@/lib/site'
import { themeScript } from '@/lib/theme'
import '@/styles/globals.css'
import '@/styles/print.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : 'id', namespace: 'meta' })
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('siteName'), template: t('titleTemplate') },
    description: defaultDescription,
    icons: { icon: '/icon.png', apple: '/icon.png' },
  }
}

/**
 * No locale is rendered at build time (the build must not need the content service), but declaring
 * the parameter makes pages static: each is rendered on its first request, then served from the
 * cache and revalidated (300 s, or by tag on publish) instead of being rendered for every visitor.
 */
export function generateStaticParams(): { locale: string }[] {
  return []
}

export const viewport: Viewport = { themeColor: '#0a3d91', width: 'device-width', initialScale: 1 }

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  // A hint in the head of every page: most pages' first image comes from the media host.
  for (const origin of mediaPreconnectOrigins()) preconnect(origin)
  const t = await getTranslations('common')
  const net = await getTranslations('network')
  const errors = await getTranslations('errors')
  // The error boundary's words: client components get strings, never the message catalogue.
  const errorStrings = {
    title: errors('unavailableTitle'),
    text: errors('unavailableText'),
    tryAgain: errors('tryAgain'),
    returnHome: t('returnHome'),
    imageAlt: errors('imageAlt', { code: 500 }),
    homeHref: homeHrefOf(locale),
  }

  return (
    // The theme script sets data-theme before React hydrates: the attributes are expected to differ.
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/* Inline and first, so the chosen theme applies before the first paint (pages are cached for
            everyone, so the server cannot render the choice). */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <ProgressBar label={t('pageLoading')} />
        <ErrorStringsProvider strings={errorStrings}>{children}</ErrorStringsProvider>
        <OnlineStatus offlineText={net('offline')} onlineAgainText={net('online')} />
        <PrefetchOnIdle />
        <ChunkErrorReload />
        <TagManager id={tagManagerId()} />
      </body>
    </html>
  )
}

import type { CSSProperties, ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import type { Alternates } from '@/lib/alternates'
import type { EditTarget } from '@/lib/cms-admin'
import { siteUrl } from '@/lib/site'
import { PreviewBar } from '../preview/PreviewBar'
import { RouteTransition } from '../client/RouteTransition'
import { SiteFooter } from './SiteFooter'
import { PrintHeader } from './PrintHeader'
import { SiteHeader } from './SiteHeader'

type Props = {
  locale: Locale
  alternates: Alternates
  variant?: 'home' | 'plain'
  /** What the page shows, for the preview bar's "edit in the CMS" link. */
  edit?: EditTarget
  /** The query of the results page, which the header's search box then shows. */
  searchQuery?: string
  children: ReactNode
}

/** The site's origin for printed link addresses (styles/print.css), as a CSS string. */
const printOrigin = () => ({ '--print-origin': JSON.stringify(siteUrl()) }) as CSSProperties

/**
 * Header, main and footer of every page. Pages pass their own alternates (the same page in each
 * language), so the language switch is right in the server HTML, dynamic pages included.
 */
export function PageShell({ locale, alternates, variant = 'plain', edit, searchQuery, children }: Props) {
  return (
    <>
      <PreviewBar locale={locale} path={alternates[locale].split('?')[0] ?? '/'} edit={edit} />
      <SiteHeader locale={locale} alternates={alternates} variant={variant} searchQuery={searchQuery} />
      <PrintHeader locale={locale} path={alternates[locale]} />
      <main id="main" tabIndex={-1} style={printOrigin()}>
        <RouteTransition>{children}</RouteTransition>
      </main>
      <SiteFooter locale={locale} />
    </>
  )
}

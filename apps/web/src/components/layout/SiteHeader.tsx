import { MAX_SEARCH_QUERY_LENGTH, type MenuItem } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'
import { SEARCH_SUGGESTIONS } from '@/config/constants'
import { localeInfo, locales, type Locale } from '@/i18n/locales'
import type { Alternates } from '@/lib/alternates'
import { routeAlternates } from '@/lib/alternates'
import { getMenu } from '@/lib/content'
import { HeaderBar } from './HeaderBar'
import type { NavGroup } from './nav-group'
import { ThemeMenu } from './ThemeMenu'

/** Active menu items only (spec §2: inactive items stay in the data but are hidden), in the page's language. */
function visibleMenu(items: MenuItem[], locale: Locale): NavGroup[] {
  return items
    .filter((group) => group.isActive)
    .map((group) => ({
      id: group.id,
      submenuLabel: group.title[locale],
      title: group.title[locale],
      href: locale === 'en' ? group.enUrl : group.url,
      children: group.children
        .filter((child) => child.isActive)
        .map((child) => ({
          id: child.id,
          title: child.title[locale],
          href: locale === 'en' ? child.enUrl : child.url,
        })),
    }))
}

type Props = { locale: Locale; alternates: Alternates; variant: 'home' | 'plain'; searchQuery?: string }

/**
 * What the header shows in a language whatever the page: the menu, the theme menu and every string. Made
 * once per request: every page's flight data also carries its 404 fallback (Next sends a layout's
 * not-found page with each page), whose header then refers to these instead of repeating them.
 */
const headerParts = cache(async (locale: Locale) => {
  const [menu, t, appearance, box] = await Promise.all([
    getMenu(),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'appearance' }),
    getTranslations({ locale, namespace: 'search.box' }),
  ])
  const current = localeInfo(locale)
  return {
    groups: visibleMenu(menu, locale).map((g) => ({ ...g, submenuLabel: t('submenu', { title: g.title }) })),
    themeMenu: (
      <ThemeMenu
        strings={{
          theme: appearance('theme'),
          light: appearance('light'),
          dark: appearance('dark'),
          system: appearance('system'),
        }}
      />
    ),
    strings: {
      contactUs: t('contactUs'),
      chooseLanguage: t('chooseLanguage', { name: current.name }),
      home: t('home'),
      mainMenu: t('mainMenu'),
      openMenu: t('openMenu'),
      closeMenu: t('closeMenu'),
    },
    searchStrings: {
      label: t('searchLabel'),
      placeholder: t('searchPlaceholder'),
      submit: t('search'),
      suggestions: box('suggestions'),
      loading: box('loading'),
      // The query is the browser's: the placeholder goes through the translation as it is.
      seeAll: box('seeAll', { query: '{query}' }),
      count: Array.from({ length: SEARCH_SUGGESTIONS + 1 }, (_, count) => box('count', { count })),
    },
  }
})

/** Server part of the header: reads the menu and every string, so the HTML is complete without JavaScript. */
export async function SiteHeader({ locale, alternates, variant, searchQuery }: Props) {
  const { groups, themeMenu, strings, searchStrings } = await headerParts(locale)
  return (
    <HeaderBar
      locale={locale}
      variant={variant}
      groups={groups}
      homeHref={`/${locale}`}
      contactHref={routeAlternates('/hubungi-kami')[locale]}
      searchHref={routeAlternates('/hasil-pencarian')[locale]}
      searchMaxLength={MAX_SEARCH_QUERY_LENGTH}
      searchQuery={searchQuery ?? ''}
      languages={locales.map((l) => ({
        code: l.code,
        iso: l.iso,
        name: l.name,
        short: l.short,
        href: alternates[l.code],
      }))}
      themeMenu={themeMenu}
      strings={strings}
      searchStrings={searchStrings}
    />
  )
}

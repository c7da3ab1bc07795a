import { isLinkTarget, type Locale, type SearchTarget } from '@jtt/content-api'
import { SCREEN_IDS, sitePath } from '@jtt/content-api/routes'
import type { Navigation } from '../../payload-types'
import { globalSearch } from '../../search/source'
import type { SearchEntry } from '../../search/source'

type Item = NonNullable<Navigation['items']>[number]

/** The fixed screens of the site by their path in each language ('/id/tentang-kami/…' → its route id). */
const screensByPath = new Map(
  SCREEN_IDS.flatMap((screen) => (['id', 'en'] as const).map((locale) => [sitePath(screen, locale), screen] as const)),
)

/**
 * Where a menu link leads: the screen itself when it is one a result may name, so the link and the
 * screen's own result have one target and are one result (issue 28); any other address as it is.
 */
function targetOf(url: string, locale: Locale): SearchTarget {
  const screen = screensByPath.get(url.replace(/(.)\/$/, '$1'))
  return screen && url.startsWith(`/${locale}`) ? { kind: 'screen', screen } : { kind: 'href', href: url }
}

/** A menu link as a result, if it leads somewhere on the site or to a web address. */
function entry(item: Pick<Item, 'id' | 'title'>, url: string, locale: Locale, group?: string): SearchEntry[] {
  if (!item.id || !isLinkTarget(url)) return []
  return [{ part: item.id, title: item.title, summary: group ?? '', target: targetOf(url, locale) }]
}

/**
 * Site search for the main menu: every active link (a group's items, and a group without items),
 * so the screens of the site are found by their menu titles, the group's title as the context.
 * Inactive items stay hidden here too (spec §2).
 */
export const menuSearch = globalSearch<'navigation'>({
  type: 'menu',
  // 2: links to a fixed screen lead to the screen (one result with the screen's own).
  version: 2,
  extract: (menu, locale) =>
    (menu.items ?? [])
      .filter((group) => group.isActive !== false)
      .flatMap((group) => {
        const children = (group.children ?? []).filter((child) => child.isActive !== false)
        const urlOf = (item: Pick<Item, 'url' | 'enUrl'>) => (locale === 'en' ? item.enUrl : item.url)
        if (children.length === 0) return entry(group, urlOf(group), locale)
        return children.flatMap((child) => entry(child, urlOf(child), locale, group.title))
      }),
})

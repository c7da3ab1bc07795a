import { isLinkTarget } from '@jtt/content-api'
import type { Navigation } from '../../payload-types'
import { globalSearch } from '../../search/source'
import type { SearchEntry } from '../../search/source'

type Item = NonNullable<Navigation['items']>[number]

/** A menu link as a result, if it leads somewhere on the site or to a web address. */
function entry(item: Pick<Item, 'id' | 'title' | 'url' | 'enUrl'>, url: string, group?: string): SearchEntry[] {
  if (!item.id || !isLinkTarget(url)) return []
  return [{ part: item.id, title: item.title, summary: group ?? '', target: { kind: 'href', href: url } }]
}

/**
 * Site search for the main menu: every active link (a group's items, and a group without items),
 * so the screens of the site are found by their menu titles, the group's title as the context.
 * Inactive items stay hidden here too (spec §2).
 */
export const menuSearch = globalSearch<'navigation'>({
  type: 'menu',
  extract: (menu, locale) =>
    (menu.items ?? [])
      .filter((group) => group.isActive !== false)
      .flatMap((group) => {
        const children = (group.children ?? []).filter((child) => child.isActive !== false)
        const urlOf = (item: Pick<Item, 'url' | 'enUrl'>) => (locale === 'en' ? item.enUrl : item.url)
        if (children.length === 0) return entry(group, urlOf(group))
        return children.flatMap((child) => entry(child, urlOf(child), group.title))
      }),
})

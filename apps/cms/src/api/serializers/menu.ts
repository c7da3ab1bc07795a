import type { MenuItem } from '@jtt/content-api'

/** A localized text read with `locale: 'all'`: `{ id, en }`, or a plain string on older rows. */
type AllLocales = { id?: string | null; en?: string | null } | string | null | undefined

type RawItem = {
  id?: string | null
  title?: AllLocales
  url?: string | null
  enUrl?: string | null
  isActive?: boolean | null
  children?: RawItem[] | null
}

/** The id/en pair of spec §3, English falling back to Indonesian like the rest of the content. */
function pair(value: AllLocales): { id: string; en: string } {
  if (typeof value === 'string') return { id: value, en: value }
  const id = value?.id ?? ''
  return { id, en: value?.en || id }
}

export function toMenuItem(raw: RawItem, index: number): MenuItem {
  return {
    id: raw.id ?? String(index),
    title: pair(raw.title),
    url: raw.url ?? '',
    enUrl: raw.enUrl ?? raw.url ?? '',
    isActive: raw.isActive !== false,
    children: (raw.children ?? []).map(toMenuItem),
  }
}

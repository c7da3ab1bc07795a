import type { Payload } from 'payload'
import { navigation } from './navigation'

type Bilingual = { id: string; en: string }
type Log = (what: string) => void

/**
 * The footer's components (spec §3) that are missing, with the given texts; empty texts make records
 * an editor fills in (the site leaves an empty item out).
 */
export async function ensureComponents(payload: Payload, texts: Record<string, Bilingual>, log: Log) {
  for (const [slug, title] of Object.entries(texts)) {
    const found = await payload.count({ collection: 'components', where: { slug: { equals: slug } } })
    if (found.totalDocs) continue
    const doc = await payload.create({ collection: 'components', data: { slug, title: title.id }, locale: 'id' })
    await payload.update({ collection: 'components', id: doc.id, data: { title: title.en }, locale: 'en' })
    log(`component ${slug}`)
  }
}

/** The settings that are missing (social profiles, the office's position), with the given values. */
export async function ensureSettings(payload: Payload, values: Record<string, string>, log: Log) {
  for (const [key, value] of Object.entries(values)) {
    const found = await payload.count({ collection: 'settings', where: { key: { equals: key } } })
    if (found.totalDocs) continue
    await payload.create({ collection: 'settings', data: { key, value }, locale: 'id' })
    log(`setting ${key}`)
  }
}

/** The main menu of spec §2/§3, when the menu is empty: the site's sections and their addresses. */
export async function ensureMenu(payload: Payload, log: Log) {
  const menu = await payload.findGlobal({ slug: 'navigation', locale: 'id' })
  if (menu.items?.length) return
  const tree = (l: 'id' | 'en') =>
    navigation.map((group) => ({
      title: group.title[l],
      url: group.url,
      enUrl: group.enUrl,
      isActive: group.isActive ?? true,
      children: group.children.map((c) => ({
        title: c.title[l],
        url: c.url,
        enUrl: c.enUrl,
        isActive: c.isActive ?? true,
      })),
    }))
  const saved = await payload.updateGlobal({ slug: 'navigation', data: { items: tree('id') }, locale: 'id' })
  // Same rows (same ids) in English: only the localized titles change.
  const en = tree('en')
  const items = (saved.items ?? []).map((group, g) => ({
    ...group,
    title: en[g]?.title ?? group.title,
    children: (group.children ?? []).map((child, c) => ({ ...child, title: en[g]?.children[c]?.title ?? child.title })),
  }))
  await payload.updateGlobal({ slug: 'navigation', data: { items }, locale: 'en' })
  log('navigation menu')
}

import type { CollectionConfig, GlobalConfig } from 'payload'
import { env } from '../lib/env'
import type { SiteCollection } from './siteContent'

/**
 * The page on the web site that previews a document in one language: the site's preview route
 * (`/api/preview/{locale}/{type}/{key}`), which puts a signed-in editor into draft mode and lands on
 * the page. The site, which owns its routes, turns the type and key into the localized path.
 */
const previewUrl = (locale: string, target: string[]) =>
  `${env.webOrigins[0]}/api/preview/${encodeURIComponent(locale)}/${target.map(encodeURIComponent).join('/')}`

type Route = NonNullable<SiteCollection['route']>

const keyOf = (route: Route, doc: Record<string, unknown>) => {
  const key = route.key === 'id' ? doc.id : doc.slug
  return typeof key === 'string' || typeof key === 'number' ? String(key) : null
}

/** The admin's preview button and live preview for a collection with pages (none until it has a key). */
export function collectionPreview(
  route: Route,
): Pick<NonNullable<CollectionConfig['admin']>, 'preview' | 'livePreview'> {
  return {
    preview: (doc, { locale }) => {
      const key = keyOf(route, doc)
      return key ? previewUrl(locale, [route.type, key]) : null
    },
    livePreview: {
      url: ({ data, locale }) => {
        const key = keyOf(route, data)
        return key ? previewUrl(locale.code, [route.type, key]) : null
      },
    },
  }
}

/** The same for a global shown as one page of the site (`target`, e.g. `['home']`). */
export function globalPreview(target: string[]): Pick<NonNullable<GlobalConfig['admin']>, 'preview' | 'livePreview'> {
  return {
    preview: (_doc, { locale }) => previewUrl(locale, target),
    livePreview: { url: ({ locale }) => previewUrl(locale.code, target) },
  }
}

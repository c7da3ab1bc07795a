import type { CollectionConfig, GlobalConfig } from 'payload'
import { env } from '../lib/env'
import type { PreviewTarget, SiteRoute } from '../contentTypes/define'

/**
 * The page on the web site that previews a document in one language: the site's preview route
 * (`/api/preview/{locale}/{type}/{key}`), which puts a signed-in editor into draft mode and lands on
 * the page. The site, which owns its routes, turns the type and key into the localized path.
 */
const previewUrl = (locale: string, target: string[]) =>
  `${env.webOrigins[0]}/api/preview/${encodeURIComponent(locale)}/${target.map(encodeURIComponent).join('/')}`

/** A collection with a page per item: its type and the item's URL key (none until it has one). */
export const routeTarget =
  (route: SiteRoute): PreviewTarget =>
  (doc) => {
    const key = route.key === 'id' ? doc.id : doc.slug
    return typeof key === 'string' || typeof key === 'number' ? [route.type, String(key)] : null
  }

/** The admin's preview button and live preview for a collection shown on the site. */
export function collectionPreview(
  target: PreviewTarget,
): Pick<NonNullable<CollectionConfig['admin']>, 'preview' | 'livePreview'> {
  return {
    preview: (doc, { locale }) => {
      const to = target(doc)
      return to ? previewUrl(locale, to) : null
    },
    livePreview: {
      url: ({ data, locale }) => {
        const to = target(data)
        return to ? previewUrl(locale.code, to) : null
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

import type { Home as HomeBody, Locale } from '@jtt/content-api'
import type { Home } from '../../payload-types'
import { populatedMedia } from './media'

type Link = { label?: string | null; url?: string | null; enUrl?: string | null } | null | undefined

/** A link is shown only when it has a label and both paths. */
const linkOf = (link: Link) =>
  link?.label && link.url && link.enUrl ? { label: link.label, url: link.url, enUrl: link.enUrl } : null

export function toHome(doc: Home, locale: Locale): HomeBody {
  return {
    locale,
    hero: {
      title: doc.hero?.title ?? '',
      subtitle: doc.hero?.subtitle ?? '',
      image: populatedMedia(doc.hero?.image),
      cta: linkOf(doc.hero?.cta),
    },
    about: {
      heading: doc.about?.heading ?? '',
      body: doc.about?.body ?? '',
      image: populatedMedia(doc.about?.image),
      link: linkOf(doc.about?.link),
    },
    figures: (doc.figures ?? []).map((f, i) => ({
      id: f.id ?? String(i),
      value: f.value,
      suffix: f.suffix ?? '',
      label: f.label,
    })),
    quickLinks: (doc.quickLinks ?? []).map((q, i) => ({
      id: q.id ?? String(i),
      title: q.title,
      description: q.description ?? '',
      url: q.url,
      enUrl: q.enUrl,
      icon: q.icon,
    })),
    meta: {
      metaTitle: doc.meta?.metaTitle || null,
      metaDesc: doc.meta?.metaDesc || null,
      metaKeywords: doc.meta?.metaKeywords || null,
      metaImage: populatedMedia(doc.meta?.metaImage),
    },
    updatedAt: doc.updatedAt ?? new Date(0).toISOString(),
  }
}

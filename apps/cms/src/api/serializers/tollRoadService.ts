import type { Locale, TollRoadService as ServiceBody } from '@jtt/content-api'
import type { TollRoadService } from '../../payload-types'
import { populatedMedia } from './media'

export const toTollRoadService = (doc: TollRoadService, locale: Locale): ServiceBody => ({
  locale,
  title: doc.title ?? '',
  intro: doc.intro ?? '',
  contacts: (doc.contacts ?? []).map((c, i) => ({
    id: c.id ?? String(i),
    label: c.label,
    number: c.number,
    description: c.description ?? '',
  })),
  paymentMethods: (doc.paymentMethods ?? []).map((p, i) => ({
    id: p.id ?? String(i),
    name: p.name,
    description: p.description ?? '',
  })),
  trafficLinks: (doc.trafficLinks ?? []).map((l, i) => ({
    id: l.id ?? String(i),
    label: l.label,
    url: l.url,
    description: l.description ?? '',
  })),
  meta: {
    metaTitle: doc.meta?.metaTitle || null,
    metaDesc: doc.meta?.metaDesc || null,
    metaKeywords: doc.meta?.metaKeywords || null,
    metaImage: populatedMedia(doc.meta?.metaImage),
  },
  updatedAt: doc.updatedAt ?? new Date(0).toISOString(),
})

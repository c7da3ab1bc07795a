import type { Seed } from '../contentTypes/define'
import { homeContent as h } from './home'

/** Creates the home page once (published), English rows sharing the Indonesian rows' ids. */
export const seedHome: Seed = async (payload, { images: imageIds, log }) => {
  const existing = await payload.findGlobal({ slug: 'home', locale: 'id', draft: true })
  if (existing.hero?.title) return
  const localized = (
    l: 'id' | 'en',
    rowIds?: { figures: (string | null | undefined)[]; quickLinks: (string | null | undefined)[] },
  ) => ({
    hero: {
      title: h.hero.title[l],
      subtitle: h.hero.subtitle[l],
      image: imageIds.get(h.hero.image),
      cta: { label: h.hero.cta.label[l], url: h.hero.cta.url, enUrl: h.hero.cta.enUrl },
    },
    about: {
      heading: h.about.heading[l],
      body: h.about.body[l],
      image: imageIds.get(h.about.image),
      link: { label: h.about.link.label[l], url: h.about.link.url, enUrl: h.about.link.enUrl },
    },
    figures: h.figures.map((f, i) => ({
      id: rowIds?.figures[i] ?? undefined,
      value: f.value,
      suffix: f.suffix[l],
      label: f.label[l],
    })),
    quickLinks: h.quickLinks.map((q, i) => ({
      id: rowIds?.quickLinks[i] ?? undefined,
      icon: q.icon,
      title: q.title[l],
      description: q.description[l],
      url: q.url,
      enUrl: q.enUrl,
    })),
    meta: {
      metaTitle: h.meta.metaTitle[l],
      metaDesc: h.meta.metaDesc[l],
      metaKeywords: h.meta.metaKeywords[l],
      metaImage: imageIds.get(h.hero.image),
    },
    _status: 'published' as const,
  })
  const saved = await payload.updateGlobal({ slug: 'home', data: localized('id'), locale: 'id' })
  const rowIds = {
    figures: (saved.figures ?? []).map((f) => f.id),
    quickLinks: (saved.quickLinks ?? []).map((q) => q.id),
  }
  await payload.updateGlobal({ slug: 'home', data: localized('en', rowIds), locale: 'en' })
  log('home page')
}

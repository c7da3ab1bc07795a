import {
  ABOUT_SECTIONS,
  type AboutPages as AboutPagesBody,
  type CompanyProfile as CompanyProfileBody,
  type Locale,
  type Organization,
  type OrgUnit,
  type ReportChannelKind,
  type Whistleblowing as WhistleblowingBody,
} from '@jtt/content-api'
import type { AboutPage, CompanyProfile, OrganizationStructure, Whistleblowing } from '../../payload-types'
import { populatedMedia } from './media'
import { toRichText } from './richText'
import { toFigures, toSeoMeta } from './seo'

const epoch = new Date(0).toISOString()
const rows = <T extends { id?: string | null }>(list: T[] | null | undefined) =>
  (list ?? []).map((row, i) => ({ ...row, id: row.id ?? String(i) }))

export const toCompanyProfile = (doc: CompanyProfile, locale: Locale, untranslated: string[]): CompanyProfileBody => ({
  locale,
  intro: toRichText(doc.intro),
  image: populatedMedia(doc.image),
  keyFacts: toFigures(doc.keyFacts),
  history: {
    intro: doc.history?.intro ?? '',
    milestones: rows(doc.history?.milestones).map((m) => ({
      id: m.id,
      year: m.year,
      title: m.title,
      description: m.description ?? '',
    })),
  },
  vision: doc.vision ?? '',
  mission: rows(doc.mission).map((m) => ({ id: m.id, text: m.text })),
  values: rows(doc.values).map((v) => ({ id: v.id, name: v.name, description: v.description ?? '' })),
  meta: toSeoMeta(doc.meta),
  untranslated,
  updatedAt: doc.updatedAt ?? epoch,
})

type StoredUnit = {
  id?: string | null
  name: string
  head?: string | null
  subunits?: StoredUnit[] | null
  teams?: StoredUnit[] | null
}
const toUnits = (units: StoredUnit[] | null | undefined): OrgUnit[] =>
  rows(units).map((u) => ({ id: u.id, name: u.name, head: u.head ?? '', children: toUnits(u.subunits ?? u.teams) }))

/** Stored levels below the first are `subunits` and `teams`; the answer calls both `children`. */
const orgPath = (path: string) => path.replace(/(?<=\.\d+\.)(?:subunits|teams)(?=\.|$)/g, 'children')

export const toOrganization = (doc: OrganizationStructure, locale: Locale, untranslated: string[]): Organization => ({
  locale,
  intro: doc.intro ?? '',
  chart: populatedMedia(doc.chart),
  units: toUnits(doc.units),
  meta: toSeoMeta(doc.meta),
  untranslated: untranslated.map(orgPath),
  updatedAt: doc.updatedAt ?? epoch,
})

/** Where a reporting channel leads; a postal address leads nowhere. */
function channelHref(kind: ReportChannelKind, value: string): string | null {
  const digits = value.replace(/[^\d+]/g, '')
  switch (kind) {
    case 'email':
      return /^[^\s@]+@[^\s@]+$/.test(value.trim()) ? `mailto:${value.trim()}` : null
    case 'phone':
      return digits ? `tel:${digits}` : null
    case 'whatsapp':
      return digits ? `https://wa.me/${digits.replace(/^\+/, '').replace(/^0/, '62')}` : null
    case 'web':
      return /^https?:\/\/\S+$/.test(value.trim()) ? value.trim() : null
    case 'mail':
      return null
  }
}

export const toWhistleblowing = (doc: Whistleblowing, locale: Locale, untranslated: string[]): WhistleblowingBody => ({
  locale,
  intro: toRichText(doc.intro),
  reportable: rows(doc.reportable).map((r) => ({ id: r.id, text: r.text })),
  protection: toRichText(doc.protection),
  steps: rows(doc.steps).map((s) => ({ id: s.id, title: s.title, description: s.description ?? '' })),
  channels: rows(doc.channels).map((c) => ({
    id: c.id,
    kind: c.kind,
    label: c.label,
    value: c.value,
    href: channelHref(c.kind, c.value),
  })),
  external: doc.external?.url ? { label: doc.external.label || doc.external.url, url: doc.external.url } : null,
  meta: toSeoMeta(doc.meta),
  untranslated,
  updatedAt: doc.updatedAt ?? epoch,
})

export const toAboutPages = (doc: AboutPage, locale: Locale, untranslated: string[]): AboutPagesBody => {
  const section = (key: (typeof ABOUT_SECTIONS)[number]) => ({
    title: doc[key]?.title ?? '',
    intro: doc[key]?.intro ?? '',
    meta: toSeoMeta(doc[key]?.meta),
  })
  return {
    locale,
    sections: {
      commissioners: section('commissioners'),
      directors: section('directors'),
      secretary: section('secretary'),
      business: section('business'),
      csr: section('csr'),
    },
    untranslated: untranslated.map((path) => `sections.${path}`),
    updatedAt: doc.updatedAt ?? epoch,
  }
}

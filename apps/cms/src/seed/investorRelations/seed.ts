import type { Seed } from '../../contentTypes/define'
import type { InvestorRelations } from '../../payload-types'
import { irContent as c } from './content'

type Lang = 'id' | 'en'
type RowIds = Record<'figures' | 'shareholders' | 'bonds' | 'ratings' | 'dividends', (string | null | undefined)[]>

/** The global's data in one language; English reuses the Indonesian rows' ids so rows stay shared. */
function localized(l: Lang, rows?: RowIds) {
  const id = (key: keyof RowIds, i: number) => rows?.[key][i] ?? undefined
  return {
    overview: {
      intro: c.overview.intro[l],
      keyFigures: c.overview.keyFigures.map((f, i) => ({
        id: id('figures', i),
        label: f.label[l],
        value: f.value,
        unit: f.unit,
        suffix: f.suffix?.[l] ?? '',
        note: f.note[l],
      })),
    },
    shareholders: {
      intro: c.shareholders.intro[l],
      asOf: c.shareholders.asOf,
      list: c.shareholders.list.map((s, i) => ({ id: id('shareholders', i), ...s, name: s.name[l] })),
    },
    shareInformation: { ...c.shareInformation, intro: c.shareInformation.intro[l] },
    bonds: {
      intro: c.bonds.intro[l],
      list: c.bonds.list.map((b, i) => ({ id: id('bonds', i), ...b, name: b.name[l], listedOn: b.listedOn[l] })),
    },
    ratings: {
      intro: c.ratings.intro[l],
      list: c.ratings.list.map((r, i) => ({
        id: id('ratings', i),
        ...r,
        subject: r.subject[l],
        outlook: r.outlook[l],
      })),
    },
    dividends: {
      policy: c.dividends.policy[l],
      history: c.dividends.history.map((d, i) => ({ id: id('dividends', i), ...d })),
    },
    reports: {
      annualReport: c.reports.annualReport[l],
      boardOfCommissionersReport: c.reports.boardOfCommissionersReport[l],
      directorsReport: c.reports.directorsReport[l],
    },
    articlesOfAssociation: { body: c.articlesOfAssociation[l] },
    contact: {
      intro: c.contact.intro[l],
      unit: c.contact.unit[l],
      address: c.contact.address[l],
      phone: c.contact.phone,
      email: c.contact.email,
      hours: c.contact.hours[l],
    },
    _status: 'published' as const,
  }
}

const rowIdsOf = (saved: InvestorRelations): RowIds => ({
  figures: (saved.overview?.keyFigures ?? []).map((r) => r.id),
  shareholders: (saved.shareholders?.list ?? []).map((r) => r.id),
  bonds: (saved.bonds?.list ?? []).map((r) => r.id),
  ratings: (saved.ratings?.list ?? []).map((r) => r.id),
  dividends: (saved.dividends?.history ?? []).map((r) => r.id),
})

/** Fills the investor-relations global once (published); an edited one is left alone. */
export const seedInvestorRelations: Seed = async (payload, { log }) => {
  const existing = await payload.findGlobal({ slug: 'investor-relations', locale: 'id', draft: true })
  if (existing.overview?.intro) return
  const saved = await payload.updateGlobal({ slug: 'investor-relations', data: localized('id'), locale: 'id' })
  await payload.updateGlobal({ slug: 'investor-relations', data: localized('en', rowIdsOf(saved)), locale: 'en' })
  log('investor relations')
}

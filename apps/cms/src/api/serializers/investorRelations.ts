import type { InvestorRelations as InvestorRelationsBody, Locale } from '@jtt/content-api'
import type { InvestorRelations } from '../../payload-types'
import { toRichText } from './richText'

const rowId = (id: string | null | undefined, index: number) => id ?? String(index)
const numberOrNull = (value: number | null | undefined) => (typeof value === 'number' ? value : null)

/** The section's content with every optional part present (empty), so pages need no guesswork. */
export function toInvestorRelations(
  doc: InvestorRelations,
  locale: Locale,
  untranslated: string[],
): InvestorRelationsBody {
  const share = doc.shareInformation
  return {
    locale,
    overview: {
      intro: doc.overview?.intro ?? '',
      keyFigures: (doc.overview?.keyFigures ?? []).map((f, i) => ({
        id: rowId(f.id, i),
        label: f.label,
        value: f.value,
        unit: f.unit,
        suffix: f.suffix ?? '',
        note: f.note ?? '',
      })),
    },
    shareholders: {
      intro: doc.shareholders?.intro ?? '',
      asOf: doc.shareholders?.asOf ?? null,
      list: (doc.shareholders?.list ?? []).map((s, i) => ({
        id: rowId(s.id, i),
        name: s.name,
        shares: s.shares,
        percentage: s.percentage,
      })),
    },
    shareInformation: {
      intro: share?.intro ?? '',
      nominalValue: numberOrNull(share?.nominalValue),
      authorizedShares: numberOrNull(share?.authorizedShares),
      issuedShares: numberOrNull(share?.issuedShares),
      authorizedCapital: numberOrNull(share?.authorizedCapital),
      issuedCapital: numberOrNull(share?.issuedCapital),
    },
    bonds: {
      intro: doc.bonds?.intro ?? '',
      list: (doc.bonds?.list ?? []).map((b, i) => ({
        id: rowId(b.id, i),
        name: b.name,
        amount: b.amount,
        couponRate: b.couponRate,
        tenorYears: b.tenorYears,
        issueDate: b.issueDate,
        maturityDate: b.maturityDate,
        rating: b.rating ?? '',
        listedOn: b.listedOn ?? '',
      })),
    },
    ratings: {
      intro: doc.ratings?.intro ?? '',
      list: (doc.ratings?.list ?? []).map((r, i) => ({
        id: rowId(r.id, i),
        agency: r.agency,
        subject: r.subject,
        rating: r.rating,
        outlook: r.outlook ?? '',
        date: r.date,
      })),
    },
    dividends: {
      policy: toRichText(doc.dividends?.policy),
      history: (doc.dividends?.history ?? []).map((d, i) => ({
        id: rowId(d.id, i),
        fiscalYear: d.fiscalYear,
        amount: d.amount,
        perShare: d.perShare,
        payoutRatio: d.payoutRatio,
        paymentDate: d.paymentDate ?? null,
      })),
    },
    reports: {
      annualReport: doc.reports?.annualReport ?? '',
      boardOfCommissionersReport: doc.reports?.boardOfCommissionersReport ?? '',
      directorsReport: doc.reports?.directorsReport ?? '',
    },
    articlesOfAssociation: { body: toRichText(doc.articlesOfAssociation?.body) },
    contact: {
      intro: doc.contact?.intro ?? '',
      unit: doc.contact?.unit ?? '',
      address: doc.contact?.address ?? '',
      phone: doc.contact?.phone ?? '',
      email: doc.contact?.email ?? '',
      hours: doc.contact?.hours ?? '',
    },
    untranslated,
    updatedAt: doc.updatedAt ?? new Date(0).toISOString(),
  }
}

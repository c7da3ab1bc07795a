import { reads } from '../read'
import { z } from 'zod'
import { localeSchema, untranslatedSchema, itemBodySchema } from './common'
import { richTextSchema } from './richText'

/** How a key figure's value reads: Rupiah, a percentage, or a plain number with its unit. */
export const FIGURE_UNITS = ['idr', 'percent', 'number'] as const
export type FigureUnit = (typeof FIGURE_UNITS)[number]

const keyFigureSchema = z.object({
  id: z.string(),
  label: z.string(),
  value: z.number(),
  unit: z.enum(FIGURE_UNITS),
  /** Shown after a plain number, e.g. "km". */
  suffix: z.string(),
  /** What the figure is as of, e.g. "31 Desember 2025" or "Tahun buku 2025". */
  note: z.string(),
})

const shareholderSchema = z.object({
  id: z.string(),
  name: z.string(),
  shares: z.number().int().nonnegative(),
  /** Of the issued shares, 0–100. */
  percentage: z.number().min(0).max(100),
})

const bondSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Principal in Rupiah. */
  amount: z.number().nonnegative(),
  /** Yearly coupon, in percent. */
  couponRate: z.number().nonnegative(),
  tenorYears: z.number().positive(),
  issueDate: z.string(),
  maturityDate: z.string(),
  rating: z.string(),
  listedOn: z.string(),
})

const ratingSchema = z.object({
  id: z.string(),
  agency: z.string(),
  /** What is rated: the company, or one bond programme. */
  subject: z.string(),
  rating: z.string(),
  outlook: z.string(),
  date: z.string(),
})

const dividendSchema = z.object({
  id: z.string(),
  fiscalYear: z.number().int(),
  /** Total paid, in Rupiah. */
  amount: z.number().nonnegative(),
  perShare: z.number().nonnegative(),
  /** Share of the year's net profit, in percent. */
  payoutRatio: z.number().min(0).max(100),
  paymentDate: z.string().nullable(),
})

/** The investor-relations section's own content (spec §2): one document edited in the CMS. */
export const investorRelationsSchema = z.object({
  locale: localeSchema,
  overview: z.object({ intro: z.string(), keyFigures: z.array(keyFigureSchema) }),
  shareholders: z.object({ intro: z.string(), asOf: z.string().nullable(), list: z.array(shareholderSchema) }),
  shareInformation: z.object({
    intro: z.string(),
    /** Rupiah per share; null while not entered (each value is shown only when known). */
    nominalValue: z.number().nonnegative().nullable(),
    authorizedShares: z.number().int().nonnegative().nullable(),
    issuedShares: z.number().int().nonnegative().nullable(),
    /** Rupiah. */
    authorizedCapital: z.number().nonnegative().nullable(),
    issuedCapital: z.number().nonnegative().nullable(),
  }),
  bonds: z.object({ intro: z.string(), list: z.array(bondSchema) }),
  ratings: z.object({ intro: z.string(), list: z.array(ratingSchema) }),
  dividends: z.object({
    /** The policy as the contract's rich-text tree (never HTML); empty when not written. */
    policy: richTextSchema,
    history: z.array(dividendSchema),
  }),
  /** Introductions of the document pages. */
  reports: z.object({
    annualReport: z.string(),
    boardOfCommissionersReport: z.string(),
    directorsReport: z.string(),
  }),
  articlesOfAssociation: z.object({ body: richTextSchema }),
  contact: z.object({
    intro: z.string(),
    unit: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    hours: z.string(),
  }),
  /** Fields answered in Indonesian for want of a translation (`dividends.policy`, `bonds.list.0.name`). */
  untranslated: untranslatedSchema,
  updatedAt: z.string(),
})
export type InvestorRelations = z.infer<typeof investorRelationsSchema>

/** The Content API's reads of these (the client's methods of the same names). */
export const investorRelationsReads = reads({
  investorRelations: {
    path: 'investor-relations',
    answer: itemBodySchema(investorRelationsSchema),
    localized: true,
    drafts: true,
    doc: {
      call: '`GET /investor-relations?locale=…[&draft=true]`',
      filters: '—',
      answer:
        '`{ locale, overview: { intro, keyFigures }, shareholders, shareInformation, bonds, ratings, dividends: { policy: [rich text], history }, reports, articlesOfAssociation: { body: [rich text] }, contact, untranslated, updatedAt }`; amounts are numbers in Rupiah, percentages 0–100',
    },
  },
})

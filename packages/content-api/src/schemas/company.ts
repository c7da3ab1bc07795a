import { reads } from '../read'
import { z } from 'zod'
import { figureSchema, localeSchema, untranslatedSchema, itemBodySchema } from './common'
import { mediaSchema } from './media'
import { seoMetaSchema } from './pages'
import { richTextSchema } from './richText'

const textItem = z.object({ id: z.string(), text: z.string() })

/** The company overview (`…/profil/sekilas-pt-jasamarga-transjawa-tol`). */
export const companyProfileSchema = z.object({
  locale: localeSchema,
  intro: richTextSchema,
  image: mediaSchema.nullable(),
  keyFacts: z.array(figureSchema),
  /** History as a timeline of milestones, oldest first. */
  history: z.object({
    intro: z.string(),
    milestones: z.array(
      z.object({ id: z.string(), year: z.number().int(), title: z.string(), description: z.string() }),
    ),
  }),
  vision: z.string(),
  mission: z.array(textItem),
  values: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
  meta: seoMetaSchema,
  untranslated: untranslatedSchema,
  updatedAt: z.string(),
})
export type CompanyProfile = z.infer<typeof companyProfileSchema>

export type OrgUnit = { id: string; name: string; head: string; children: OrgUnit[] }
const orgUnitSchema: z.ZodType<OrgUnit> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), head: z.string(), children: z.array(orgUnitSchema) }),
)

/** The organizational structure: the chart as an image and the same units as a tree. */
export const organizationSchema = z.object({
  locale: localeSchema,
  intro: z.string(),
  chart: mediaSchema.nullable(),
  units: z.array(orgUnitSchema),
  meta: seoMetaSchema,
  untranslated: untranslatedSchema,
  updatedAt: z.string(),
})
export type Organization = z.infer<typeof organizationSchema>

/** Ways to file a whistleblowing report. */
export const REPORT_CHANNEL_KINDS = ['web', 'email', 'phone', 'whatsapp', 'mail'] as const
export type ReportChannelKind = (typeof REPORT_CHANNEL_KINDS)[number]

/** The whistleblowing system page: what to report, how reporters are protected, where to report. */
export const whistleblowingSchema = z.object({
  locale: localeSchema,
  intro: richTextSchema,
  reportable: z.array(textItem),
  protection: richTextSchema,
  steps: z.array(z.object({ id: z.string(), title: z.string(), description: z.string() })),
  channels: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(REPORT_CHANNEL_KINDS),
      label: z.string(),
      value: z.string(),
      /** Where the channel leads (mailto:, tel:, https:), or null for a postal address. */
      href: z.string().nullable(),
    }),
  ),
  /** An external reporting site, when one is configured. */
  external: z.object({ label: z.string(), url: z.string().min(1) }).nullable(),
  meta: seoMetaSchema,
  untranslated: untranslatedSchema,
  updatedAt: z.string(),
})
export type Whistleblowing = z.infer<typeof whistleblowingSchema>

/** Title, introduction and SEO of an About Us page that lists other content (boards, business, CSR). */
const sectionSchema = z.object({ title: z.string(), intro: z.string(), meta: seoMetaSchema })
export const ABOUT_SECTIONS = ['commissioners', 'directors', 'secretary', 'business', 'csr'] as const
export type AboutSectionKey = (typeof ABOUT_SECTIONS)[number]
export type AboutSection = z.infer<typeof sectionSchema>

export const aboutPagesSchema = z.object({
  locale: localeSchema,
  sections: z.object({
    commissioners: sectionSchema,
    directors: sectionSchema,
    secretary: sectionSchema,
    business: sectionSchema,
    csr: sectionSchema,
  }),
  untranslated: untranslatedSchema,
  updatedAt: z.string(),
})
export type AboutPages = z.infer<typeof aboutPagesSchema>

/** The Content API's reads of these (the client's methods of the same names). */
export const companyReads = reads({
  companyProfile: {
    path: 'company-profile',
    answer: itemBodySchema(companyProfileSchema),
    localized: true,
    drafts: true,
    doc: {
      call: '`GET /company-profile?locale=…[&draft=true]`',
      filters: '—',
      answer:
        '`{ locale, intro, image, keyFacts, history: { intro, milestones }, vision, mission, values, meta, untranslated, updatedAt }` (404 until it has content)',
    },
  },
  organization: {
    path: 'organization-structure',
    answer: itemBodySchema(organizationSchema),
    localized: true,
    drafts: true,
    doc: {
      call: '`GET /organization-structure?locale=…[&draft=true]`',
      filters: '—',
      answer: '`{ locale, intro, chart, units: [{ id, name, head, children }], meta, untranslated, updatedAt }`',
    },
  },
  whistleblowing: {
    path: 'whistleblowing',
    answer: itemBodySchema(whistleblowingSchema),
    localized: true,
    drafts: true,
    doc: {
      call: '`GET /whistleblowing?locale=…[&draft=true]`',
      filters: '—',
      answer:
        '`{ locale, intro, reportable, protection, steps, channels: [{ id, kind, label, value, href }], external, meta, untranslated, updatedAt }`',
    },
  },
  aboutPages: {
    path: 'about-pages',
    answer: itemBodySchema(aboutPagesSchema),
    localized: true,
    drafts: true,
    doc: {
      call: '`GET /about-pages?locale=…[&draft=true]`',
      filters: '—',
      answer:
        '`{ locale, sections: { commissioners, directors, secretary, business, csr }: { title, intro, meta }, untranslated, updatedAt }`',
    },
  },
})

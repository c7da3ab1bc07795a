import type { GlobalConfig, GroupField } from 'payload'
import { ABOUT_SECTIONS, type AboutSectionKey } from '@jtt/content-api'
import { editorialGlobalAccess } from '../../access/editorial'
import { seoFields } from '../../fields/seo'

const LABELS: Record<AboutSectionKey, string> = {
  commissioners: 'Board of commissioners',
  directors: 'Board of directors',
  secretary: 'Corporate secretary',
  business: 'JTT business',
  csr: 'CSR',
}

const section = (name: AboutSectionKey): GroupField => ({
  name,
  label: LABELS[name],
  type: 'group',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 160 },
    { name: 'intro', type: 'textarea', localized: true, maxLength: 800 },
    seoFields,
  ],
})

/** Title, introduction and SEO of the About Us pages that list other content. */
export const AboutPages: GlobalConfig = {
  slug: 'about-pages',
  label: 'About Us pages',
  access: editorialGlobalAccess,
  versions: { drafts: true, max: 30 },
  fields: ABOUT_SECTIONS.map(section),
}

import type { GlobalConfig, GroupField } from 'payload'
import { ABOUT_SECTIONS, type AboutSectionKey } from '@jtt/content-api'
import { editorialGlobalAccess } from '../../access/editorial'
import { seoFields } from '../../fields/seo'
import { labels } from '../../i18n/labels'
import type { Bilingual } from '../../i18n/language'

const LABELS: Record<AboutSectionKey, Bilingual> = {
  commissioners: { id: 'Dewan komisaris', en: 'Board of commissioners' },
  directors: { id: 'Direksi', en: 'Board of directors' },
  secretary: { id: 'Sekretaris perusahaan', en: 'Corporate secretary' },
  business: { id: 'Bisnis JTT', en: 'JTT business' },
  csr: { id: 'CSR', en: 'CSR' },
}

const section = (name: AboutSectionKey): GroupField => ({
  name,
  label: LABELS[name],
  type: 'group',
  fields: [
    { name: 'title', label: labels.title, type: 'text', localized: true, required: true, maxLength: 160 },
    { name: 'intro', label: labels.intro, type: 'textarea', localized: true, maxLength: 800 },
    seoFields,
  ],
})

/** Title, introduction and SEO of the About Us pages that list other content. */
export const AboutPages: GlobalConfig = {
  slug: 'about-pages',
  label: { id: 'Halaman Tentang Kami', en: 'About Us pages' },
  access: editorialGlobalAccess,
  versions: { drafts: true, max: 30 },
  fields: ABOUT_SECTIONS.map(section),
}

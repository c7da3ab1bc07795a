import type { Labels } from './options'

/** What a content health check can find (health/): one kind per problem an editor fixes differently. */
export const FINDING_KINDS = ['broken-link', 'redirect-loop', 'redirect-chain', 'missing-alt', 'missing-file'] as const
export type FindingKind = (typeof FINDING_KINDS)[number]

export const findingKindLabels: Labels<FindingKind> = {
  'broken-link': { id: 'Tautan ke halaman yang tidak ada', en: 'Link to a page that does not exist' },
  'redirect-loop': { id: 'Pengalihan berputar', en: 'Redirect loop' },
  'redirect-chain': { id: 'Rantai pengalihan', en: 'Redirect chain' },
  'missing-alt': { id: 'Gambar tanpa teks alternatif', en: 'Image without alternative text' },
  'missing-file': { id: 'Berkas hilang dari penyimpanan', en: 'File missing from storage' },
}

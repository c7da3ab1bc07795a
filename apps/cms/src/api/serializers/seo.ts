import type { SeoMeta } from '@jtt/content-api'
import type { Media } from '../../payload-types'
import { populatedMedia } from './media'

type StoredMeta =
  | {
      metaTitle?: string | null
      metaDesc?: string | null
      metaKeywords?: string | null
      metaImage?: number | Media | null
    }
  | null
  | undefined

/** SEO meta of spec §3; empty texts become null so the site applies its defaults. */
export const toSeoMeta = (meta: StoredMeta): SeoMeta => ({
  metaTitle: meta?.metaTitle || null,
  metaDesc: meta?.metaDesc || null,
  metaKeywords: meta?.metaKeywords || null,
  metaImage: populatedMedia(meta?.metaImage),
})

type StoredFigure = { id?: string | null; value: number; suffix?: string | null; label: string }

/** Figures (key facts) with a stable id per row. */
export const toFigures = (rows: StoredFigure[] | null | undefined) =>
  (rows ?? []).map((f, i) => ({ id: f.id ?? String(i), value: f.value, suffix: f.suffix ?? '', label: f.label }))

import { z } from 'zod'

/** Locales the content service knows; `id` (Indonesian) is the default and the fallback. */
export const LOCALES = ['id', 'en'] as const
export const DEFAULT_LOCALE = 'id' as const
export const localeSchema = z.enum(LOCALES)
export type Locale = z.infer<typeof localeSchema>

/** Largest page a list endpoint serves; keeps one request cheap for the service. */
export const MAX_PER_PAGE = 100
export const DEFAULT_PER_PAGE = 20

/** Every error the API answers has this body, whatever the status. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

/** Error codes the API uses; clients may branch on them, the message is for people. */
export const ERROR_CODES = [
  'bad_request',
  'invalid_locale',
  'invalid_filter',
  'invalid_pagination',
  'invalid_json',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'locked',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'too_many_requests',
  'invalid_token',
  'token_expired',
  'captcha_required',
  'captcha_failed',
  'captcha_unavailable',
  'not_configured',
  'internal_error',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export const paginationMetaSchema = z.object({
  page: z.number().int().min(1),
  per_page: z.number().int().min(1).max(MAX_PER_PAGE),
  total: z.number().int().min(0),
  total_pages: z.number().int().min(1),
})
export type PaginationMeta = z.infer<typeof paginationMetaSchema>

/** A paginated list answer: `{ data: [...], meta: { page, per_page, total, total_pages } }`. */
export const listBodySchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMetaSchema })

/** A single-resource answer: `{ data: {...} }`. */
export const itemBodySchema = <T extends z.ZodType>(item: T) => z.object({ data: item })

/** Ids are strings on the wire so SQLite (numeric) and PostgreSQL ids look the same. */
export const idSchema = z.string().min(1)

/** A text in both site languages, as menu titles carry it (spec §3 "title (pair)"). */
export const localizedTextSchema = z.object({ id: z.string(), en: z.string() })
export type LocalizedText = z.infer<typeof localizedTextSchema>

/** Slugs and keys: lowercase words joined by single hyphens, safe in URLs and filters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Paths of the localized fields an answer gives in Indonesian because they have no text in the
 * requested language (`title`, `body`, `history.milestones.2.title`, …), named as in the answer; always empty for Indonesian. The
 * site marks those parts as Indonesian (`lang="id"`) with a visible note.
 */
export const untranslatedSchema = z.array(z.string())
export type Untranslated = z.infer<typeof untranslatedSchema>

/**
 * Whether a part of an answer fell back to Indonesian: the field itself, anything inside it
 * (`milestones` when `milestones.2.title` did), or what contains it (`milestones.2` when `milestones` did).
 */
export const isUntranslated = (untranslated: readonly string[], path: string): boolean =>
  untranslated.some((p) => p === path || p.startsWith(`${path}.`) || path.startsWith(`${p}.`))

/** Publication state of an item with drafts. */
export const publishStatusSchema = z.enum(['draft', 'published'])

/** A number with its unit and label (key facts, figures of a business line or a page block). */
export const figureSchema = z.object({ id: z.string(), value: z.number(), suffix: z.string(), label: z.string() })
export type Figure = z.infer<typeof figureSchema>

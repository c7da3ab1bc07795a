import type { Locale, PaginationMeta, PressRelease, PressReleaseSummary, YearCount } from '@jtt/content-api'
import { cache } from 'react'
import { api } from './client'
import { ContentUnavailableError } from './errors'
import { readMode } from './preview'
import { cached, cacheTags } from './tags'

/** Releases per page of the list (a 3-column grid). */
const PRESS_RELEASES_PER_PAGE = 9

const LIST = cacheTags.list('press-release')

/** One page of the list, newest first, optionally of one year. */
export const getPressReleases = cache(
  async (
    locale: Locale,
    page: number,
    year?: number,
  ): Promise<{ data: PressReleaseSummary[]; meta: PaginationMeta }> => {
    const result = await api.pressReleases(
      { locale, page, perPage: PRESS_RELEASES_PER_PAGE, year },
      cached(LIST, cacheTags.media),
    )
    if (!result.ok) throw new ContentUnavailableError('the press release list', result.error)
    return result.data
  },
)

/** The newest releases, for the home page. */
export const getLatestPressReleases = cache(async (locale: Locale, count: number): Promise<PressReleaseSummary[]> => {
  const result = await api.pressReleases({ locale, perPage: count }, cached(LIST, cacheTags.media))
  if (!result.ok) throw new ContentUnavailableError('the latest press releases', result.error)
  return result.data.data
})

/** The years that have releases, newest first (the year filter). */
export const getPressReleaseYears = cache(async (): Promise<YearCount[]> => {
  const result = await api.pressReleaseYears({}, cached(LIST))
  if (!result.ok) throw new ContentUnavailableError('the press release years', result.error)
  return result.data.data
})

/**
 * One release by its slug in the given language, or null. Related releases and attachments are
 * embedded, so any release or document change refreshes it (their lists' tags).
 */
export const getPressRelease = cache(async (slug: string, locale: Locale): Promise<PressRelease | null> => {
  const { draft, call } = await readMode(
    cacheTags.item('press-release', slug),
    LIST,
    cacheTags.list('document'),
    cacheTags.media,
  )
  const result = await api.pressRelease({ slug, locale, draft }, call)
  if (result.ok) return result.data.data
  if (result.error.status === 404) return null
  throw new ContentUnavailableError(`press release ${slug}`, result.error)
})

import type {
  AboutPages,
  Board,
  BusinessLine,
  CompanyProfile,
  CsrPost,
  Locale,
  Organization,
  PaginationMeta,
  Person,
  Result,
  Whistleblowing,
} from '@jtt/content-api'
import { cache } from 'react'
import { api } from './client'
import { ContentUnavailableError } from './errors'
import { cached, cacheTags } from './tags'

/** A single resource: null when the service says it has none (404), an error when it cannot answer. */
function orNull<T>(what: string, result: Result<{ data: T }>): T | null {
  if (result.ok) return result.data.data
  if (result.error.status === 404) return null
  throw new ContentUnavailableError(what, result.error)
}

/** The first item of a list filtered by a URL key: null for none, and for a key the API refuses (400). */
function firstOrNull<T>(what: string, result: Result<{ data: T[] }>): T | null {
  if (result.ok) return result.data.data[0] ?? null
  if (result.error.status === 400) return null
  throw new ContentUnavailableError(what, result.error)
}

function listOf<T>(what: string, result: Result<{ data: T[] }>): T[] {
  if (!result.ok) throw new ContentUnavailableError(what, result.error)
  return result.data.data
}

export const getCompanyProfile = cache(async (locale: Locale): Promise<CompanyProfile | null> =>
  orNull(
    'the company overview',
    await api.companyProfile({ locale }, cached(cacheTags.companyProfile, cacheTags.media)),
  ),
)

export const getOrganization = cache(async (locale: Locale): Promise<Organization | null> =>
  orNull('the organization', await api.organization({ locale }, cached(cacheTags.organization, cacheTags.media))),
)

export const getWhistleblowing = cache(async (locale: Locale): Promise<Whistleblowing | null> =>
  orNull('whistleblowing', await api.whistleblowing({ locale }, cached(cacheTags.whistleblowing, cacheTags.media))),
)

export const getAboutPages = cache(async (locale: Locale): Promise<AboutPages | null> =>
  orNull('the About Us pages', await api.aboutPages({ locale }, cached(cacheTags.aboutPages, cacheTags.media))),
)

/** The members of one board in their order (a board has far fewer than 100). */
export const getPeople = cache(async (board: Board, locale: Locale): Promise<Person[]> =>
  listOf(
    `the ${board}`,
    await api.people({ board, locale, perPage: 100 }, cached(cacheTags.list('person'), cacheTags.media)),
  ),
)

export const getBusinessLines = cache(async (locale: Locale): Promise<BusinessLine[]> =>
  listOf(
    'the business lines',
    await api.businessLines({ locale, perPage: 100 }, cached(cacheTags.list('business-line'), cacheTags.media)),
  ),
)

export const getBusinessLine = cache(async (slug: string, locale: Locale): Promise<BusinessLine | null> =>
  firstOrNull(
    `business line ${slug}`,
    await api.businessLines({ slug, locale }, cached(cacheTags.item('business-line', slug), cacheTags.media)),
  ),
)

/** CSR posts on one page of the list, newest first. */
const CSR_PER_PAGE = 9

export const getCsrPosts = cache(
  async (locale: Locale, page: number): Promise<{ posts: CsrPost[]; meta: PaginationMeta }> => {
    const result = await api.csrPosts(
      { locale, page, perPage: CSR_PER_PAGE },
      cached(cacheTags.list('csr'), cacheTags.media),
    )
    if (!result.ok) throw new ContentUnavailableError('the CSR posts', result.error)
    return { posts: result.data.data, meta: result.data.meta }
  },
)

export const getCsrPost = cache(async (id: string, locale: Locale): Promise<CsrPost | null> =>
  firstOrNull(`CSR post ${id}`, await api.csrPosts({ id, locale }, cached(cacheTags.item('csr', id), cacheTags.media))),
)

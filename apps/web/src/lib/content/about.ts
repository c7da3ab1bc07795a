import type {
  AboutPages,
  CallOptions,
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
import { readMode } from './preview'
import { cacheTags } from './tags'

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

/**
 * One read: published content for visitors (cached under `tag` and media), drafts with the
 * editor's token in preview.
 */
async function read<T>(tag: string, call: (draft: boolean, options: CallOptions) => Promise<T>): Promise<T> {
  const { draft, call: options } = await readMode(tag, cacheTags.media)
  return call(draft, options)
}

export const getCompanyProfile = cache(async (locale: Locale): Promise<CompanyProfile | null> =>
  orNull(
    'the company overview',
    await read(cacheTags.companyProfile, (draft, call) => api.companyProfile({ locale, draft }, call)),
  ),
)

export const getOrganization = cache(async (locale: Locale): Promise<Organization | null> =>
  orNull(
    'the organization',
    await read(cacheTags.organization, (draft, call) => api.organization({ locale, draft }, call)),
  ),
)

export const getWhistleblowing = cache(async (locale: Locale): Promise<Whistleblowing | null> =>
  orNull(
    'whistleblowing',
    await read(cacheTags.whistleblowing, (draft, call) => api.whistleblowing({ locale, draft }, call)),
  ),
)

export const getAboutPages = cache(async (locale: Locale): Promise<AboutPages | null> =>
  orNull(
    'the About Us pages',
    await read(cacheTags.aboutPages, (draft, call) => api.aboutPages({ locale, draft }, call)),
  ),
)

/** The members of one board in their order (a board has far fewer than 100). */
export const getPeople = cache(async (board: Board, locale: Locale): Promise<Person[]> =>
  listOf(
    `the ${board}`,
    await read(cacheTags.list('person'), (draft, call) => api.people({ board, locale, perPage: 100, draft }, call)),
  ),
)

export const getBusinessLines = cache(async (locale: Locale): Promise<BusinessLine[]> =>
  listOf(
    'the business lines',
    await read(cacheTags.list('business-line'), (draft, call) =>
      api.businessLines({ locale, perPage: 100, draft }, call),
    ),
  ),
)

export const getBusinessLine = cache(async (slug: string, locale: Locale): Promise<BusinessLine | null> =>
  firstOrNull(
    `business line ${slug}`,
    await read(cacheTags.item('business-line', slug), (draft, call) =>
      api.businessLines({ slug, locale, draft }, call),
    ),
  ),
)

/** CSR posts on one page of the list, newest first. */
const CSR_PER_PAGE = 9

export const getCsrPosts = cache(
  async (locale: Locale, page: number): Promise<{ posts: CsrPost[]; meta: PaginationMeta }> => {
    const result = await read(cacheTags.list('csr'), (draft, call) =>
      api.csrPosts({ locale, page, perPage: CSR_PER_PAGE, draft }, call),
    )
    if (!result.ok) throw new ContentUnavailableError('the CSR posts', result.error)
    return { posts: result.data.data, meta: result.data.meta }
  },
)

export const getCsrPost = cache(async (id: string, locale: Locale): Promise<CsrPost | null> =>
  firstOrNull(
    `CSR post ${id}`,
    await read(cacheTags.item('csr', id), (draft, call) => api.csrPosts({ id, locale, draft }, call)),
  ),
)

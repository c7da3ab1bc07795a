import {
  collectAllPages,
  type Locale,
  type RestArea,
  type RestAreaFilters,
  type TariffQuote,
  type TollRoad,
  type TollRoadService,
  type VehicleClass,
} from '@jtt/content-api'
import { cache } from 'react'
import { api } from './client'
import { ContentUnavailableError } from './errors'
import { readMode } from './preview'
import { cached, cacheTags } from './tags'

/** Rest areas matching the finder's filters (all pages), ordered by section and KM. */
export const getRestAreas = cache(async (locale: Locale, filters: RestAreaFilters = {}): Promise<RestArea[]> => {
  const result = await collectAllPages((page) =>
    api.restAreas(
      { ...filters, locale, page, perPage: 100 },
      cached(cacheTags.list('rest-area'), cacheTags.list('toll-road'), cacheTags.media),
    ),
  )
  if (!result.ok) {
    // Filters the API refuses (a stray value in the query) match nothing rather than failing the page.
    if (result.error.status === 400) return []
    throw new ContentUnavailableError('the rest areas', result.error)
  }
  return result.data
})

/** One rest area by id, or null. */
export const getRestArea = cache(async (id: string, locale: Locale): Promise<RestArea | null> => {
  if (!/^\d{1,12}$/.test(id)) return null
  const result = await api.restAreas(
    { id, locale },
    cached(cacheTags.item('rest-area', id), cacheTags.list('toll-road'), cacheTags.media),
  )
  if (!result.ok) throw new ContentUnavailableError(`rest area ${id}`, result.error)
  return result.data.data[0] ?? null
})

/** Every published section with its route, gates and tariff system. */
export const getTollRoads = cache(async (locale: Locale): Promise<TollRoad[]> => {
  const result = await collectAllPages((page) =>
    api.tollRoads({ locale, page, perPage: 100 }, cached(cacheTags.list('toll-road'))),
  )
  if (!result.ok) throw new ContentUnavailableError('the toll roads', result.error)
  return result.data
})

export type QuoteAnswer = { ok: true; quote: TariffQuote } | { ok: false; reason: 'invalid' | 'no-tariff' }

/** The tariff of one trip; refusals (bad or mismatched gates, a pair without tariff) are answers, not failures. */
export const getTariffQuote = cache(
  async (locale: Locale, entry: string, exit: string, vehicleClass: VehicleClass): Promise<QuoteAnswer> => {
    const result = await api.tariffQuote({ entry, exit, vehicleClass, locale }, cached(cacheTags.list('toll-road')))
    if (result.ok) return { ok: true, quote: result.data.data }
    if (result.error.status === 400) return { ok: false, reason: 'invalid' }
    if (result.error.status === 404) return { ok: false, reason: 'no-tariff' }
    throw new ContentUnavailableError('the tariff', result.error)
  },
)

export const getTollRoadService = cache(async (locale: Locale): Promise<TollRoadService | null> => {
  const { draft, call } = await readMode(cacheTags.tollRoadService, cacheTags.media)
  const result = await api.tollRoadService({ locale, draft }, call)
  if (result.ok) return result.data.data
  if (result.error.status === 404) return null
  throw new ContentUnavailableError('the toll-road service page', result.error)
})

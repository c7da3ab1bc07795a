/**
 * Sample content written once with both languages side by side: `t('Indonesian', 'English')` marks a
 * translated value; `localize` picks one language out of a whole structure. A value without English
 * is left out of the English save, so the site shows the Indonesian text there (the fallback).
 */
export class Bi<T = string> {
  constructor(
    readonly id: T,
    readonly en?: T,
  ) {}
}

export const t = <T = string>(id: T, en?: T) => new Bi<T>(id, en)

type Locale = 'id' | 'en'

export function localize(value: unknown, locale: Locale): unknown {
  if (value instanceof Bi) return value[locale]
  if (Array.isArray(value)) return value.map((v) => localize(v, locale))
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) {
      const localized = localize(v, locale)
      if (localized !== undefined) out[key] = localized
    }
    return out
  }
  return value
}

/** Whether any part of the structure has an English text. */
export function hasEnglish(value: unknown): boolean {
  if (value instanceof Bi) return value.en !== undefined
  if (Array.isArray(value)) return value.some(hasEnglish)
  if (value && typeof value === 'object') return Object.values(value).some(hasEnglish)
  return false
}

/**
 * The second language's data with the row ids of the first save: array rows are shared between
 * languages (only their localized fields differ), so saving English must name the same rows.
 */
export function withRowIds(data: unknown, saved: unknown): unknown {
  if (Array.isArray(data) && Array.isArray(saved)) {
    return data.map((row, i) => {
      const stored = saved[i] as { id?: unknown } | undefined
      const merged = withRowIds(row, stored) as Record<string, unknown>
      return stored?.id && merged && typeof merged === 'object' ? { ...merged, id: stored.id } : merged
    })
  }
  // Rich text is one value, not rows.
  const isRecord = (v: unknown) => v && typeof v === 'object' && !Array.isArray(v) && !('root' in v)
  if (isRecord(data) && isRecord(saved)) {
    const out: Record<string, unknown> = { ...(data as Record<string, unknown>) }
    for (const [key, value] of Object.entries(out)) {
      out[key] = withRowIds(value, (saved as Record<string, unknown>)[key])
    }
    return out
  }
  return data
}

import type { Where } from 'payload'

/** "57", "km 57", "KM 57A", "km 57,5 b": a KM marker, optionally with the side. */
const KM_QUERY = /^\s*(?:km\.?\s*)?(\d{1,4})(?:[.,](\d{1,3}))?\s*([ab])?\s*$/i

/**
 * What 'search rest area' matches: a KM marker (every rest area within that kilometre, or at that
 * exact marker when decimals are given, on the side if named), or else text in the rest area's name,
 * its section's name or the city it leads to.
 */
export function restAreaSearch(text: string): Where {
  const km = KM_QUERY.exec(text)
  if (km) {
    const [, whole, decimals, side] = km
    const from = Number(`${whole}.${decimals ?? 0}`)
    const range: Where = decimals
      ? { km: { equals: from } }
      : { and: [{ km: { greater_than_equal: from } }, { km: { less_than: from + 1 } }] }
    return side ? { and: [range, { side: { equals: side.toUpperCase() } }] } : range
  }
  const value = text.trim()
  return { or: [{ name: { like: value } }, { 'road.name': { like: value } }, { towards: { like: value } }] }
}

import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Records when the live status (or its note) changed, so the site can say how fresh it is. Nobody
 * sets the time by hand: any other save keeps the stored one.
 */
export const stampStatusChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const changed =
    operation === 'create' ||
    (data.status !== undefined && data.status !== originalDoc?.status) ||
    (data.statusNote !== undefined && (data.statusNote || null) !== (originalDoc?.statusNote || null))
  data.statusChangedAt = changed ? new Date().toISOString() : (originalDoc?.statusChangedAt ?? null)
  return data
}

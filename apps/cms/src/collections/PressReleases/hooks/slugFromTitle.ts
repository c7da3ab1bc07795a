import type { FieldHook } from 'payload'
import { slugify } from '../../../lib/slugify'

/** An empty slug is made from the title in the same language, so editors need not type one. */
export const slugFromTitle: FieldHook = ({ value, siblingData }) => {
  if (typeof value === 'string' && value.trim()) return value
  const title: unknown = siblingData?.title
  return typeof title === 'string' ? slugify(title) || value : value
}

import type { FieldError } from '@/lib/forms/state'

/** Words a form shows, given by the page (server) so the browser needs no translation library. */
export type FormTexts = {
  summaryTitle: string
  requiredNote: string
  optional: string
  sending: string
  /** Per field, the sentence for each error key. */
  fieldErrors: Record<string, Partial<Record<FieldError, string>>>
}

/** The sentence for a field's error (a generic one if the page gave none for this key). */
export const errorText = (texts: FormTexts, field: string, key: FieldError | undefined) =>
  key ? (texts.fieldErrors[field]?.[key] ?? texts.fieldErrors._?.[key] ?? key) : undefined

import type { DateField } from 'payload'

/** The road's time zone: every time an editor reads or types about the road is WIB. */
export const JAKARTA = 'Asia/Jakarta'

/**
 * A date field's `timezone` pinned to Asia/Jakarta: the admin shows and takes the time as WIB whatever
 * the editor's browser zone (a laptop set to another zone would otherwise move an advisory by hours).
 * Payload stores the instant as ever and the zone beside it (`<name>_tz`, one option, so the picker is
 * read-only); the API keeps answering the instant. The zone field gets a label in both languages,
 * and a check of its own: Payload adds it after its fields are prepared, without the select's check,
 * so another zone sent through the API was stored (and broke PostgreSQL's enum with a 500).
 */
export const inJakarta = (label: { id: string; en: string }): NonNullable<DateField['timezone']> => ({
  defaultTimezone: JAKARTA,
  supportedTimezones: [{ label: 'WIB (Asia/Jakarta)', value: JAKARTA }],
  override: ({ baseField }) => ({
    ...baseField,
    label,
    validate: (value: unknown, { req }: { req: { t: (key: 'validation:invalidSelection') => string } }) =>
      value === null || value === undefined || value === JAKARTA || req.t('validation:invalidSelection'),
  }),
})

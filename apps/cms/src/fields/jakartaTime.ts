import type { DateField } from 'payload'

/** The road's time zone: every time an editor reads or types about the road is WIB. */
export const JAKARTA = 'Asia/Jakarta'

/**
 * A date field's `timezone` pinned to Asia/Jakarta: the admin shows and takes the time as WIB whatever
 * the editor's browser zone (a laptop set to another zone would otherwise move an advisory by hours).
 * Payload stores the instant as ever and the zone beside it (`<name>_tz`, one option, so the picker is
 * read-only); the API keeps answering the instant. The zone field gets a label in both languages.
 */
export const inJakarta = (label: { id: string; en: string }): NonNullable<DateField['timezone']> => ({
  defaultTimezone: JAKARTA,
  supportedTimezones: [{ label: 'WIB (Asia/Jakarta)', value: JAKARTA }],
  override: ({ baseField }) => ({ ...baseField, label }),
})

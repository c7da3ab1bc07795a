import {
  FOOTER_COMPONENT_SLUGS,
  OFFICE_LOCATION_KEYS,
  SOCIAL_SETTING_KEYS,
  type FooterComponentSlug,
} from '@jtt/content-api'
import type { Payload } from 'payload'
import { ensureAdmin } from './admin'
import { ensureComponents, ensureMenu, ensureSettings } from './records'
import { ensureSearchSynonyms } from './searchSynonyms'

const empty = <K extends string, V>(keys: readonly K[], value: V) =>
  Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>

/**
 * What a new production database needs for the site to render, and nothing of the sample content
 * (`npm run bootstrap`, once): the first admin, the main menu's sections, the footer's components
 * and settings as empty records for editors to fill in, and site search's first synonyms. Idempotent: only what is missing is created,
 * and it never runs by itself, so a record an editor deletes stays deleted.
 */
export async function bootstrap(payload: Payload): Promise<void> {
  const log = (what: string) => payload.logger.info(`bootstrap: created ${what}`)
  await ensureAdmin(payload)
  await ensureComponents(
    payload,
    empty<FooterComponentSlug, { id: string; en: string }>(FOOTER_COMPONENT_SLUGS, { id: '', en: '' }),
    log,
  )
  await ensureSettings(payload, empty([...SOCIAL_SETTING_KEYS, ...OFFICE_LOCATION_KEYS], ''), log)
  await ensureMenu(payload, log)
  await ensureSearchSynonyms(payload, log)
}

import { ensureComponents, ensureMenu, ensureSettings } from '../bootstrap/records'
import { ensureSearchSynonyms } from '../bootstrap/searchSynonyms'
import type { Seed } from '../contentTypes/define'
import { footerComponents, officeLocationSettings, sampleRedirects, socialSettings } from './footer'

/** The footer's texts, with sample contacts (bootstrap creates them empty in production). */
export const seedComponents: Seed = (payload, { log }) => ensureComponents(payload, footerComponents, log)

/** Social links and the office's location. */
export const seedSettings: Seed = (payload, { log }) =>
  ensureSettings(payload, { ...socialSettings, ...officeLocationSettings }, log)

/** The main menu (bootstrap's, the same in production). */
export const seedMenu: Seed = (payload, { log }) => ensureMenu(payload, log)

/** Old addresses of the previous site that lead to their new pages. */
export const seedRedirects: Seed = async (payload, { log }) => {
  for (const redirect of sampleRedirects) {
    const found = await payload.count({ collection: 'redirects', where: { old_url: { equals: redirect.old_url } } })
    if (found.totalDocs) continue
    await payload.create({ collection: 'redirects', data: redirect })
    log(`redirect ${redirect.old_url}`)
  }
}

/** Site search's synonyms (bootstrap's, the same in production). */
export const seedSearchSynonyms: Seed = (payload, { log }) => ensureSearchSynonyms(payload, log)

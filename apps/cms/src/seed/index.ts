import type { Payload } from 'payload'
import { ensureAdmin } from '../bootstrap/admin'
import { collectionTypes, globalTypes } from '../contentTypeRegistry'
import type { SeedContext } from '../contentTypes/define'
import { aboutFiles } from './about/images'
import { asJpegFiles, seedImages } from './images'
import { ensureMedia } from './media'

/**
 * Idempotent sample content (`npm start` in development, `npm run seed`; never a production start):
 * every record is created only when missing (matched by slug, key, old_url or filename), so a second
 * run changes nothing and editors' changes are never overwritten. The structural records a production
 * database gets from `npm run bootstrap` are created here with sample texts. Each type's content is
 * its declaration's `seed` (contentTypeRegistry.ts), run in the registry's order, collections first.
 */
export async function seed(payload: Payload): Promise<void> {
  await ensureAdmin(payload)
  const log = (what: string) => payload.logger.info(`seed: created ${what}`)
  // The images several types show (pages, the home page, About Us), uploaded once for all of them.
  const images = await ensureMedia(payload, [...asJpegFiles(seedImages), ...aboutFiles], log)
  const context: SeedContext = { images, log }
  for (const type of [...collectionTypes, ...globalTypes]) {
    const seedType = await type.seed?.()
    await seedType?.(payload, context)
  }
}

import { createLocalReq, type CollectionSlug, type Payload, type Where } from 'payload'
import { untranslatedDocs } from '../api/untranslated'
import { ofPublished, slugOf } from '../dashboard/collectionsOf'
import { pagesById } from '../lib/pagesById'
import { ENGLISH_MISSING, keepsEnglishMissing } from './englishMissingField'

const PAGE_SIZE = 100

/**
 * Works out `englishMissing` for the published items that have never had it (those published before
 * the field existed, or written straight into the tables): at the server's start, in the background,
 * a page of 100 at a time by the Content API's report (two reads a page). Nothing to do is one count
 * per collection. Items published later get it from their publish (recordEnglishMissing.ts).
 */
export async function backfillEnglishMissing(payload: Payload): Promise<number> {
  const req = await createLocalReq({}, payload)
  let done = 0
  for (const config of payload.config.collections.filter(keepsEnglishMissing)) {
    const collection = slugOf(config)
    const unknown = ofPublished(config, { [ENGLISH_MISSING]: { exists: false } })
    if ((await payload.count({ collection, where: unknown, overrideAccess: true })).totalDocs === 0) continue
    const read = (query: { where: Where; sort: 'id'; limit: number; pagination: false }) =>
      payload
        .find({
          collection,
          ...query,
          locale: 'en',
          fallbackLocale: 'id',
          draft: false,
          overrideAccess: true,
          depth: 0,
        })
        .then((result) => result.docs)
    for await (const docs of pagesById(read, { where: unknown, pageSize: PAGE_SIZE })) {
      const report = await untranslatedDocs(payload, collection, docs, { locale: 'en', draft: false, user: null, req })
      for (const doc of docs) {
        const missing = (report.get(String(doc.id)) ?? []).length > 0
        await payload.db.updateOne({
          collection: collection as CollectionSlug,
          id: doc.id,
          data: { [ENGLISH_MISSING]: missing },
        })
        done += 1
      }
    }
  }
  return done
}

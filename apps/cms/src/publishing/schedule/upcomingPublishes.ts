import type { PayloadRequest, Where } from 'payload'

export const SCHEDULE_PUBLISH_TASK = 'schedulePublish'

/** Payload's scheduled publishes of one document still ahead (as its admin drawer finds them). */
const upcomingOf = (collection: string, id: string): Where => ({
  and: [
    { taskSlug: { equals: SCHEDULE_PUBLISH_TASK } },
    { waitUntil: { greater_than: new Date().toISOString() } },
    { 'input.doc.value': { equals: id } },
    { 'input.doc.relationTo': { equals: collection } },
  ],
})

/** Drops them (replaced by a new time, overtaken by a publish by hand, or their document deleted). */
export const dropUpcoming = (req: PayloadRequest, collection: string, id: string) =>
  req.payload.delete({ collection: 'payload-jobs', where: upcomingOf(collection, id), req })

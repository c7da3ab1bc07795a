import type { CollectionAfterChangeHook } from 'payload'
import type { AlertTopic } from '@jtt/content-api'
import type { AlertDeclaration } from '../contentTypes/define'
import { runningCommandLine } from '../lib/commandLine'
import { QUEUE_ALERTS_TASK } from './taskNames'

/**
 * The hook factory for a collection that feeds an alert topic: when a document becomes public
 * (published; or created, in a collection without drafts), one `queueAlerts` job is queued in the
 * same transaction. That job sends each confirmed subscriber of the topic one email, and never a
 * second one for the same item, so unpublishing and publishing again sends nothing new.
 * Command-line runs (seeding sample content) announce nothing.
 */
export const alertOnPublish =
  (topic: AlertTopic, when?: AlertDeclaration['when']): CollectionAfterChangeHook =>
  async ({ collection, doc, previousDoc, operation, req }) => {
    if (runningCommandLine()) return doc
    // Not (yet) worth announcing: an advisory before its start is announced by its start instead.
    if (when && !when(doc, Date.now())) return doc
    const drafts = Boolean(collection.versions && collection.versions.drafts)
    const isPublic = drafts ? doc?._status === 'published' : true
    const wasPublic = drafts ? previousDoc?._status === 'published' : operation === 'update'
    if (isPublic && !wasPublic) {
      await req.payload.jobs.queue({
        task: QUEUE_ALERTS_TASK,
        input: { topic, collection: collection.slug, item: String(doc.id) },
        req,
      })
    }
    return doc
  }

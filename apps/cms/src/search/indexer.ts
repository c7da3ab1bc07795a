import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { transactionEnded } from '../lib/transactionEnds'
import { searchEngine } from './engine'
import { findSource, type RegisteredSource } from './registry'
import { readPublished, rowsOf } from './rows'

const REINDEX_TASK = 'reindexSearch'

/** Updates of one document run one after the other, so an older reading never overwrites a newer. */
const queues = new Map<string, Promise<void>>()

/** Re-reads one document as visitors see it and replaces its rows (none: it is gone or unpublished). */
async function reindexDocument(payload: Payload, registered: RegisteredSource, id: string): Promise<void> {
  const docs = await readPublished(payload, registered, id)
  await searchEngine(payload).replaceDocument(registered.source, id, rowsOf(registered, id, docs))
}

function enqueue(key: string, work: () => Promise<void>): void {
  const next = (queues.get(key) ?? Promise.resolve()).then(work)
  const settled = next.finally(() => {
    if (queues.get(key) === settled) queues.delete(key)
  })
  queues.set(key, settled)
}

/**
 * Brings the index up to date with a document once the change is committed (an index written
 * inside the transaction would hold text that a rollback takes back). A failure is logged and
 * retried from Payload's job queue, like a publish-to-live notification.
 */
export function reindexAfterCommit(req: PayloadRequest, registered: RegisteredSource, id: string | number): void {
  const { payload } = req
  const docId = String(id)
  enqueue(`${registered.source}:${docId}`, async () => {
    await transactionEnded(req)
    try {
      await reindexDocument(payload, registered, docId)
    } catch (error) {
      payload.logger.warn(`search: could not index ${registered.source} ${docId}: ${String(error)}; retrying later`)
      await payload.jobs
        .queue({ task: REINDEX_TASK, input: { source: registered.source, id: docId } })
        .catch((queueError: unknown) => payload.logger.error(`search: could not queue a retry: ${String(queueError)}`))
    }
  })
}

/** Resolves once every pending index update has been written (command-line tasks wait for it). */
export async function searchIndexSettled(): Promise<void> {
  while (queues.size > 0) await Promise.allSettled([...queues.values()])
}

/** The job that retries an index update (it re-reads the document, so it also retries removals). */
export const reindexSearchTask: TaskConfig<{ input: { source: string; id: string }; output: object }> = {
  slug: REINDEX_TASK,
  inputSchema: [
    { name: 'source', type: 'text', required: true },
    { name: 'id', type: 'text', required: true },
  ],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 2000 } },
  handler: async ({ input, req }) => {
    const registered = findSource(input.source)
    if (registered) await reindexDocument(req.payload, registered, input.id)
    return { output: {} }
  },
}

import type { BaseDatabaseAdapter, DatabaseAdapterObj, PayloadRequest } from 'payload'

/** A transaction that has not ended after this long is given up on (the site's TTL still applies). */
const COMMIT_WAIT_MS = 30_000

/**
 * Transactions whose COMMIT or ROLLBACK has been sent and not yet answered, by id: kept on the adapter
 * (under a registered symbol), since Next may bundle this module more than once in the CMS.
 */
const ENDING = Symbol.for('jtt.endingTransactions')
type Tracked = { [ENDING]?: Map<string, Promise<void>> }
const endingOf = (db: object) => ((db as Tracked)[ENDING] ??= new Map())

type TransactionId = Parameters<BaseDatabaseAdapter['commitTransaction']>[0]

/**
 * Records when each transaction really ends. Payload's SQL adapters (@payloadcms/drizzle 3.90) take a
 * transaction out of `db.sessions` first and then send its COMMIT, so a session gone from that list
 * may still be committing: another connection reading then sees the data from before. On a loaded
 * machine the search index re-read a page in that gap and kept its old title, and the Content API kept
 * an old answer under the new content version (commit-visibility.test.ts holds a COMMIT to show both).
 */
export function withTransactionEnds<T extends DatabaseAdapterObj>(adapterObj: T): T {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args)
      const ending = endingOf(adapter)
      for (const method of ['commitTransaction', 'rollbackTransaction'] as const) {
        const end = adapter[method]
        adapter[method] = async (incoming: TransactionId) => {
          const id = incoming instanceof Promise ? await incoming : incoming
          // Called first, then recorded: the adapter forgets the session only after an await of its own.
          const ended = end.call(adapter, id)
          const settled = ended.then(
            () => undefined,
            () => undefined,
          )
          ending.set(String(id), settled)
          void settled.then(() => {
            if (ending.get(String(id)) === settled) ending.delete(String(id))
          })
          return ended
        }
      }
      return adapter
    },
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Resolves once the transaction of `req` has been committed or rolled back, its COMMIT answered, so
 * that any connection reads what it wrote. The adapter keeps each open transaction in `db.sessions`
 * until it starts to end, so that one id is watched, then its end is awaited. (`req.transactionID`
 * alone is not enough: Payload's dataloader, populating a changed document's uploads, writes the id it
 * was called with back onto the request even after that transaction was committed, and work then
 * waited for COMMIT_WAIT_MS.) Without transactions there is nothing to wait for.
 */
export async function transactionEnded(req: PayloadRequest): Promise<void> {
  const current = req.transactionID
  const id = current instanceof Promise ? await current : current
  // Only a string or number is an id: Payload's relationship loader copies the id through JSON,
  // which turns a pending one into `{}` on SQLite.
  if (typeof id !== 'string' && typeof id !== 'number') return
  // Both SQL adapters (@payloadcms/drizzle) keep open transactions here; Payload's type does not say so.
  const sessions = (req.payload.db as { sessions?: Record<string, unknown> }).sessions
  const open = () => (sessions ? String(id) in sessions : req.transactionID !== undefined)
  const deadline = Date.now() + COMMIT_WAIT_MS
  while (open() && Date.now() < deadline) await sleep(10)
  const end = endingOf(req.payload.db).get(String(id))
  if (end) await Promise.race([end, sleep(Math.max(0, deadline - Date.now()))])
}

import { stdSerializers } from 'pino'
import { NOTIFY_TASK } from '../publishing/notifier'

/**
 * A publish-to-live notification the site did not take is retried by the job queue: expected while
 * the site restarts, so Payload's "Error running task" line for it says what failed and no more — no
 * stack, which would only point at the job runner. Every other error is logged as pino logs it. The
 * line carries the error (`err`) and the job (`job`), whose log repeats the earlier attempts' errors:
 * both are serialized here.
 */
const isRetriedNotification = (err: Error) =>
  (err as Error & { args?: { taskSlug?: unknown } }).args?.taskSlug === NOTIFY_TASK

export function serializeError(err: unknown) {
  if (!(err instanceof Error)) return err
  // Type and message only: Payload's task error also carries the job, with its earlier attempts' stacks.
  if (isRetriedNotification(err)) return { type: err.constructor.name, message: err.message }
  return stdSerializers.err(err)
}

type JobLogEntry = { taskSlug?: unknown; error?: unknown }

/** A logged job, with the stacks of its earlier notification attempts left out (see above). */
export function serializeJob(job: unknown) {
  const log = (job as { log?: unknown } | null)?.log
  if (!Array.isArray(log)) return job
  return {
    ...(job as object),
    log: log.map((entry: JobLogEntry) =>
      entry?.taskSlug === NOTIFY_TASK && entry.error && typeof entry.error === 'object'
        ? { ...entry, error: Object.fromEntries(Object.entries(entry.error).filter(([key]) => key !== 'stack')) }
        : entry,
    ),
  }
}

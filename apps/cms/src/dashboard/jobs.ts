import type { Payload, Where } from 'payload'
import { listUrl } from './adminUrls'
import type { EntryLine, Section } from './attention'

/** Failed for good: every retry spent. */
const FAILED: Where = { hasError: { equals: true } }
/** Failed at least once and waiting for its next try. */
const RETRYING: Where = { and: [{ hasError: { not_equals: true } }, { totalTried: { greater_than: 0 } }] }

type JobRow = {
  id: number | string
  taskSlug?: string | null
  totalTried?: number | null
  log?: unknown
  error?: unknown
}

/** The message of a job's last failed try (its log), or of the error it gave up with. */
function lastError(job: Pick<JobRow, 'log' | 'error'>): string | null {
  const log = Array.isArray(job.log) ? (job.log as { state?: string; error?: unknown }[]) : []
  const failures = log.filter((entry) => entry.state === 'failed')
  const error = failures.length ? failures[failures.length - 1]!.error : job.error
  const message = (error as { message?: unknown } | null | undefined)?.message
  if (typeof message === 'string' && message) return message.slice(0, 300)
  return typeof error === 'string' && error ? error.slice(0, 300) : null
}

/**
 * Emails and notifications the job queue could not deliver, failed for good or being retried, with
 * the last error of the latest few. The jobs collection has no admin list (Payload hides it): the
 * lines carry no link, and the error is said here.
 */
export async function jobsSection(payload: Payload): Promise<Section> {
  const count = (where: Where) => payload.count({ collection: 'payload-jobs', where, overrideAccess: true })
  const contactRetrying: Where = { 'notification.status': { equals: 'retrying' } }
  const [failed, retrying, contact, latest] = await Promise.all([
    count(FAILED),
    count(RETRYING),
    payload.count({ collection: 'contact-messages', where: contactRetrying, overrideAccess: true }),
    payload.find({
      collection: 'payload-jobs',
      where: { or: [FAILED, RETRYING] },
      sort: '-updatedAt',
      limit: 5,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { taskSlug: true, totalTried: true, log: true, error: true },
    }),
  ])
  const entries = (latest.docs as JobRow[]).map((job): EntryLine => ({
    key: `job-${job.id}`,
    text: {
      word: 'jobEntry',
      values: {
        task: job.taskSlug ?? '?',
        tries: job.totalTried ?? 0,
        error: lastError(job) ?? { word: 'noError' },
      },
    },
    href: null,
  }))
  return {
    key: 'jobs',
    heading: 'jobs',
    counts: [
      { key: 'jobs-failed', label: { word: 'jobsFailed' }, count: failed.totalDocs, href: null },
      { key: 'jobs-retrying', label: { word: 'jobsRetrying' }, count: retrying.totalDocs, href: null },
      {
        key: 'contact-notification-retrying',
        label: { word: 'contactNotificationRetrying' },
        count: contact.totalDocs,
        href: listUrl('contact-messages', { where: contactRetrying }),
      },
    ],
    entries,
  }
}

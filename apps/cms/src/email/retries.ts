import type { TaskConfig } from 'payload'

type RetryConfig = Exclude<NonNullable<TaskConfig['retries']>, number>

/**
 * Emails are retried from the job queue with exponential backoff: 5 s, 10 s, 20 s … about six hours
 * in all, so an SMTP outage of a few hours loses nothing; after that the job keeps its error in the
 * queue (and the record its last error) for an administrator to see.
 */
export const EMAIL_RETRIES: RetryConfig = { attempts: 12, backoff: { type: 'exponential', delay: 5000 } }

export const errorText = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error)

import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { expect } from '@playwright/test'

/** How many jobs of these tasks wait in the browser suite's CMS queue (its SQLite database, read-only). */
function waitingJobs(taskSlugs: string[]): number {
  const db = new DatabaseSync(path.join(process.env.E2E_CMS_DATA_DIR!, 'cms.db'), { readOnly: true })
  try {
    const marks = taskSlugs.map(() => '?').join(', ')
    const row = db.prepare(`select count(*) as n from payload_jobs where task_slug in (${marks})`).get(...taskSlugs)
    return Number((row as { n: number }).n)
  } finally {
    db.close()
  }
}

/**
 * Resolves once the CMS's job queue holds no job of these tasks (completed jobs are deleted): every job
 * queued so far has run, and so have those it queued. What a test would otherwise wait a fixed time for
 * ("no email arrives") has then happened or never will. The jobs collection is closed to every API
 * reader by design, so this reads the database, as the integration suite's queuedJobs.ts does.
 */
export async function queueDrained(taskSlugs: string[]): Promise<void> {
  await expect.poll(() => waitingJobs(taskSlugs), { timeout: 60_000, intervals: [250] }).toBe(0)
}

import type { SanitizedConfig } from 'payload'
import { isUserManager } from '../access/isUserManager'

const JOB_STATS = 'payload-jobs-stats'

/**
 * Payload adds the `payload-jobs-stats` global (when each scheduled task was last queued) once a task
 * has a `schedule`, with the default access of a global: any signed-in user could read it and, over
 * REST, move a schedule. Only administrators may; the scheduler itself writes it through the
 * database adapter, which access does not touch. Applied when Payload starts (onInit), before it
 * serves a request: Payload adds the global after the plugins have run.
 */
export function restrictJobStats(config: SanitizedConfig): void {
  const stats = config.globals.find((global) => (global.slug as string) === JOB_STATS)
  if (stats) {
    stats.access = {
      ...stats.access,
      read: isUserManager,
      readVersions: isUserManager,
      update: isUserManager,
    }
  }
}

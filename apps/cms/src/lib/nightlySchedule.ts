import type { TaskConfig } from 'payload'
import { nextJakartaHour } from '../search/analytics/day'

/** Payload does not export its schedule type; it is what a task's `schedule` holds. */
type Schedule = NonNullable<TaskConfig['schedule']>

/**
 * Every nightly task is queued the same way: by Payload's own scheduler (`schedule` on the task
 * config), not by a job that queues its successor. Payload 3.90's autoRun cron asks the scheduler
 * on each tick of the queue it runs (`handleSchedules` in `payload/dist/index.js`, before `jobs.run`),
 * which queues the task unless a run of it is already waiting, running or to be retried in that queue;
 * so a run that failed for good does not stop the next night's, and a server that starts needs no
 * code of its own to queue anything. The scheduler's cron is read in the server's time zone; the time
 * the run waits for is set here from Jakarta's clock instead (UTC+7, no daylight saving), so the
 * hour is right whatever zone a server runs in. The cron says the same hour in UTC for the reader.
 */
export function nightlySchedule(queue: string, jakartaHour: number, input: object = {}): Schedule {
  const utcHour = (jakartaHour + 24 - 7) % 24
  return [
    {
      cron: `0 ${utcHour} * * *`,
      queue,
      hooks: {
        beforeSchedule: async (args) => ({
          ...(await args.defaultBeforeSchedule(args)),
          input,
          waitUntil: nextJakartaHour(new Date(), jakartaHour),
        }),
      },
    },
  ]
}

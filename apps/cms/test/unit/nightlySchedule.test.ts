import { describe, expect, it, vi } from 'vitest'
import type { TaskConfig } from 'payload'
import { pruneAuditLogTask } from '../../src/audit/pruneTask'
import { contentHealthTask } from '../../src/health/healthTask'
import { CONTENT_HEALTH_QUEUE } from '../../src/health/taskName'
import { nightlySchedule } from '../../src/lib/nightlySchedule'
import { pruneSearchAnalyticsTask } from '../../src/search/analytics/pruneTask'

type Schedule = NonNullable<TaskConfig['schedule']>[number]
type BeforeArgs = Parameters<NonNullable<NonNullable<Schedule['hooks']>['beforeSchedule']>>[0]

/** What the scheduler would queue now: Payload's default decision (here: nothing waiting) with this hook's changes. */
async function decided(schedule: Schedule) {
  const defaultBeforeSchedule = vi.fn(async () => ({ input: {}, shouldSchedule: true, waitUntil: new Date(0) }))
  const args = { defaultBeforeSchedule } as unknown as BeforeArgs
  return schedule.hooks!.beforeSchedule!(args)
}

describe('nightly tasks: one style, Payload’s scheduler', () => {
  const nightly: [TaskConfig, string, number][] = [
    [pruneAuditLogTask as unknown as TaskConfig, 'default', 20],
    [pruneSearchAnalyticsTask as unknown as TaskConfig, 'default', 20],
    [contentHealthTask as unknown as TaskConfig, CONTENT_HEALTH_QUEUE, 19],
  ]

  it.each(nightly)('%# is scheduled once a night on the queue that runs it', (task, queue, utcHour) => {
    expect(task.schedule?.map((s) => ({ cron: s.cron, queue: s.queue }))).toEqual([
      { cron: `0 ${utcHour} * * *`, queue },
    ])
  })

  it('waits for the hour in Jakarta whatever the server’s zone: today before it, tomorrow after', async () => {
    vi.useFakeTimers()
    try {
      const [schedule] = nightlySchedule('default', 2, { reason: 'nightly' })
      vi.setSystemTime(new Date('2026-11-26T10:00:00Z'))
      expect(await decided(schedule!)).toEqual({
        input: { reason: 'nightly' },
        shouldSchedule: true,
        waitUntil: new Date('2026-11-26T19:00:00Z'),
      })
      vi.setSystemTime(new Date('2026-11-26T19:00:00Z'))
      expect((await decided(schedule!)).waitUntil).toEqual(new Date('2026-11-27T19:00:00Z'))
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps Payload’s rule of one waiting run per task and queue', async () => {
    const [schedule] = nightlySchedule('default', 3)
    const defaultBeforeSchedule = vi.fn(async () => ({ input: {}, shouldSchedule: false }))
    const result = await schedule!.hooks!.beforeSchedule!({ defaultBeforeSchedule } as unknown as BeforeArgs)
    expect(result.shouldSchedule).toBe(false)
  })

  it('the content check’s nightly run says why it runs', async () => {
    const [schedule] = contentHealthTask.schedule!
    expect((await decided(schedule!)).input).toEqual({ reason: 'nightly' })
  })
})

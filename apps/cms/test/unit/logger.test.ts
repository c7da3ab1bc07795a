import { installProcessLogger } from '@jtt/server/log'
import { describe, expect, it } from 'vitest'
import { leaks, memoryLogger, SECRET } from '../../../../packages/server/test/memory-logger'
import { cmsLogger } from '../../src/lib/logger'

/**
 * Payload's log lines (jobs, hooks, its own errors) go through the process's logger: a failed job's
 * line carries the job, whose input holds what a visitor sent; none of it may reach the log.
 */
describe("the content service's log lines", () => {
  it("a failed job: the task, its error, no visitor's address, message or token", () => {
    const memory = memoryLogger('cms')
    installProcessLogger(memory.logger)
    const job = {
      id: 41,
      taskSlug: 'sendContactNotification',
      input: { name: 'Siti Rahma', email: SECRET.email, message: SECRET.body, token: SECRET.linkToken },
      log: [{ taskSlug: 'sendContactNotification', error: { message: `SMTP refused ${SECRET.email}` } }],
    }
    const error = new Error(`550 mailbox ${SECRET.email} unavailable`)
    cmsLogger().error({ err: error, job }, 'Error running task')
    expect(memory.raw).toHaveLength(1)
    expect(leaks(memory.raw[0]!)).toEqual([])
    expect(memory.lines[0]).toMatchObject({
      level: 'error',
      name: 'cms',
      job: { id: 41, taskSlug: 'sendContactNotification' },
      err: { message: '550 mailbox s***@example.co.id unavailable' },
    })
  })
})
